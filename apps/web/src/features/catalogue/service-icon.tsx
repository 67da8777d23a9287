import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons/stroke-icon';
import * as catalogueIcons from './service-icons';

/** The catalogue names its icons; unknown names fall back to a book. */
const icons: Readonly<Partial<Record<string, ComponentType<IconProps>>>> = catalogueIcons;

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? catalogueIcons.BookOpen;
  return <Icon aria-hidden="true" className={className} />;
}
