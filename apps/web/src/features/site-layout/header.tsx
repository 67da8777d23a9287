import { siteConfig } from '@app/contracts/site-config';
import { Mail, Phone, ShoppingCart } from '../../components/icons/site-icons';
import { Link } from '../../lib/navigation';
import { useCartItems } from '../cart/cart-store';
import { itemCount } from '../cart/cart-rules';
import { AccountArea } from './account-area';
import { DesktopNav } from './desktop-nav';
import { MobileMenu, type MobileMenuState } from './mobile-menu';
import { SocialIconSvg } from './social-icons';

function TopBar() {
  return (
    <div className="bg-ink-dark text-sm text-white">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <ul className="flex items-center gap-1" aria-label="Social media">
          {siteConfig.social.map((link) => (
            <li key={link.icon}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-8 w-8 items-center justify-center rounded hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold"
              >
                <SocialIconSvg icon={link.icon} className="h-4 w-4" />
                <span className="sr-only">
                  {siteConfig.name} on {link.label}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-4">
          <a href={`tel:${siteConfig.phone.tel}`} className="flex items-center gap-1.5 hover:underline">
            <Phone aria-hidden="true" className="h-4 w-4" />
            <span className="hidden sm:inline">Toll-free </span>
            {siteConfig.phone.display}
          </a>
          <a href={`mailto:${siteConfig.email}`} className="hidden items-center gap-1.5 hover:underline md:flex">
            <Mail aria-hidden="true" className="h-4 w-4" />
            {siteConfig.email}
          </a>
        </div>
      </div>
    </div>
  );
}

function CartLink() {
  const count = itemCount(useCartItems());
  return (
    <Link
      to="/cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-md text-ink-dark hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink"
    >
      <ShoppingCart aria-hidden="true" className="h-6 w-6" />
      <span className="sr-only">Cart, {count === 1 ? '1 item' : `${count} items`}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-xs font-bold text-ink-dark"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

interface SiteHeaderProps {
  pathname: string;
  /** The mobile menu's open state, kept by the layout (the chat button makes way for the menu). */
  menu: MobileMenuState;
}

/**
 * Top bar (social links, phone, email) and the main nav (marking `pathname`) with the account
 * area. The whole header is sticky, offset by the top bar's height (h-10): the top bar scrolls
 * away and the nav stays pinned to the top of the screen on pages of any length.
 */
export function SiteHeader({ pathname, menu }: SiteHeaderProps) {
  return (
    <header className="sticky -top-10 z-30">
      <TopBar />
      <div className="border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-ink">
            <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
            <span className="font-serif text-xl font-bold text-ink-dark">{siteConfig.name}</span>
          </Link>
          <DesktopNav pathname={pathname} />
          <div className="flex items-center gap-1">
            <CartLink />
            <div className="hidden lg:block">
              <AccountArea />
            </div>
            <MobileMenu {...menu} />
          </div>
        </div>
      </div>
    </header>
  );
}
