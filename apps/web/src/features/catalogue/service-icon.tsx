import {
  BookOpen,
  Clapperboard,
  Film,
  Gift,
  Globe,
  Headphones,
  Keyboard,
  Languages,
  Megaphone,
  Mic,
  Newspaper,
  Palette,
  Share2,
  Sparkles,
  SpellCheck,
  Star,
  Store,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

/** The catalogue names its icons; unknown names fall back to a book. */
const icons: Record<string, LucideIcon> = {
  BookOpen,
  Clapperboard,
  Film,
  Gift,
  Globe,
  Headphones,
  Keyboard,
  Languages,
  Megaphone,
  Mic,
  Newspaper,
  Palette,
  Share2,
  Sparkles,
  SpellCheck,
  Star,
  Store,
  TrendingUp,
};

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? BookOpen;
  return <Icon aria-hidden="true" className={className} />;
}
