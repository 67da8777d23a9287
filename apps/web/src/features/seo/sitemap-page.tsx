import { Link } from '../../lib/navigation';
import { PageIntro, Section } from '../../components/page-intro';
import { navGroups } from '../site-layout/nav-links';
import { PageMeta } from './page-meta';

const groups: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Main pages',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Books', to: '/books' },
      { label: 'Podcast', to: '/podcast' },
      { label: 'All Episodes', to: '/all-episodes' },
      { label: 'About Us', to: '/about' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'Contact', to: '/contact' },
      { label: 'Cart', to: '/cart' },
      { label: 'Checkout', to: '/checkout' },
    ],
  },
  ...navGroups.map((group) => ({ title: group.label, links: [group.overview, ...group.links] })),
  {
    title: 'Policies',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
];

/** Every public page, grouped as in the navigation. */
export function SitemapPage() {
  return (
    <>
      <PageMeta
        title="Sitemap"
        description="Every page of the Quillbridge Publishing website in one list."
        path="/sitemap"
      />
      <PageIntro title="Sitemap" lead="Every page of our website, in one place." />
      <Section>
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="font-serif text-2xl text-ink-dark">{group.title}</h2>
              <ul className="mt-4 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-ink underline-offset-4 hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Section>
    </>
  );
}
