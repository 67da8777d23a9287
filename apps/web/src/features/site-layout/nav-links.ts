import { serviceNameOfPage } from '@app/contracts/catalogue-directory';
import { marketingSubPages, publishingSubPages } from '@app/contracts/routes';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  id: 'publishing' | 'marketing';
  label: string;
  overview: NavLink;
  links: NavLink[];
}

const nameOfPage = (path: string) => serviceNameOfPage(path) ?? path;

/** The two dropdowns of the main nav: each sub-page of the spec plus its overview page. */
export const navGroups: NavGroup[] = [
  {
    id: 'publishing',
    label: 'Publishing',
    overview: { label: 'All publishing packages', to: '/publishing-packages' },
    links: publishingSubPages.map((to) => ({ label: nameOfPage(to), to })),
  },
  {
    id: 'marketing',
    label: 'Marketing',
    overview: { label: 'All marketing services', to: '/marketing-services' },
    links: marketingSubPages.map((to) => ({ label: nameOfPage(to), to })),
  },
];

export const primaryLinks: NavLink[] = [
  { label: 'Books', to: '/books' },
  { label: 'Podcast', to: '/podcast' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** The footer's quick links, exactly the spec's ten. */
export const footerQuickLinks: NavLink[] = [
  { label: 'Books', to: '/books' },
  { label: 'Publishing Packages', to: '/publishing-packages' },
  { label: 'Marketing Services', to: '/marketing-services' },
  { label: 'Podcast', to: '/podcast' },
  { label: 'About Us', to: '/about' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Refund Policy', to: '/refund-policy' },
];
