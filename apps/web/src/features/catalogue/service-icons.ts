/**
 * The icons the catalogue names (each service's `icon` in the contracts' catalogue directory),
 * exported under those names: `ServiceIcon` looks them up on this module.
 */
export {
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
} from 'lucide-react';
