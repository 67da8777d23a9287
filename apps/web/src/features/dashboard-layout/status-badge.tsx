import type { StatusTone } from '@app/contracts/invoice-status';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { cn } from '../../components/ui/cn';

const variants: Record<StatusTone, BadgeVariant> = {
  success: 'success',
  warning: 'warning',
  danger: 'destructive',
  info: 'default',
  neutral: 'secondary',
};

/** Blue for informational states (the shared Badge has no blue variant). */
const INFO_CLASSES = 'bg-blue-100! text-blue-800!';

/** A status pill coloured by tone (green, amber, red, blue, grey). */
export function StatusBadge({
  tone,
  children,
  className,
}: {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Badge
      variant={variants[tone]}
      data-tone={tone}
      className={cn(tone === 'info' && INFO_CLASSES, 'capitalize', className)}
    >
      {children}
    </Badge>
  );
}
