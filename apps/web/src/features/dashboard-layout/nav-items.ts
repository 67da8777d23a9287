import {
  BarChart3,
  CreditCard,
  FileSignature,
  FileText,
  Home,
  LayoutDashboard,
  Package,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  User,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The sidebar, top to bottom (the spec's 10, and the books' sales and royalties). */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: Home },
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Profile', to: '/dashboard/profile', icon: User },
  { label: 'Invoices', to: '/dashboard/invoices', icon: FileText },
  { label: 'Orders', to: '/dashboard/orders', icon: Package },
  { label: 'Sales & Royalties', to: '/dashboard/royalties', icon: BarChart3 },
  { label: 'Agreement Document', to: '/dashboard/contracts', icon: FileSignature },
  { label: 'Products & Services', to: '/dashboard/products', icon: ShoppingBag },
  { label: 'Cart & Checkout', to: '/dashboard/cart', icon: ShoppingCart },
  { label: 'Payment Methods', to: '/dashboard/payment', icon: CreditCard },
  { label: 'Security Settings', to: '/dashboard/security', icon: ShieldCheck },
];

export const SIDEBAR_OPEN_PX = 280;
export const SIDEBAR_COLLAPSED_PX = 88;
/** Below this width the sidebar starts collapsed and overlays the content instead of pushing it. */
export const WIDE_SCREEN_PX = 1024;
/** Up to this width (Tailwind's `sm` less one pixel) the navigation is a drawer, not a rail. */
export const PHONE_MAX_PX = 639;
