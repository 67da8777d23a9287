import { siteConfig } from '@app/contracts/site-config';
import { Link } from '../../lib/navigation';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { footerQuickLinks } from './nav-links';
import { SocialIconSvg } from './social-icons';

export function SiteFooter() {
  const { address } = siteConfig;
  return (
    <footer className="bg-ink-dark text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-bold text-white">{siteConfig.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{siteConfig.tagline}</p>
          <address className="mt-4 text-sm leading-relaxed not-italic">
            {address.street}, {address.suite}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </address>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Quick links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              Toll-free:{' '}
              <a href={`tel:${siteConfig.phone.tel}`} className="hover:text-white hover:underline">
                {siteConfig.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${siteConfig.email}`} className="break-all hover:text-white hover:underline">
                {siteConfig.email}
              </a>
            </li>
            <li>{siteConfig.businessHours}</li>
          </ul>
          <ul className="mt-4 flex gap-2" aria-label="Social media">
            {siteConfig.social.map((link) => (
              <li key={link.icon}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <SocialIconSvg icon={link.icon} className="h-4 w-4" />
                  <span className="sr-only">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Newsletter</h2>
          <div className="mt-4">
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The right padding keeps the last line clear of the chat button in the corner of the screen. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 py-5 pr-24 pl-4 text-sm sm:flex-row sm:justify-between sm:pl-6">
          <p>
            © {siteConfig.foundedYear}–{new Date().getFullYear()} {siteConfig.legalName}. All rights reserved.
          </p>
          <Link to="/sitemap" className="hover:text-white hover:underline">
            Sitemap
          </Link>
        </div>
      </div>
    </footer>
  );
}
