import type { marketingSubPages, publishingSubPages } from './routes.js';

/** The long-form content of one service page (overview or sub-page). */
export interface ServicePageContent {
  serviceId: string | null;
  title: string;
  metaTitle: string;
  metaDescription: string;
  heroLead: string;
  intro: string[];
  process: { title: string; body: string }[];
  highlights: { title: string; body: string }[];
  faqs: { question: string; answer: string }[];
  ctaTitle: string;
  ctaBody: string;
}

export type ServiceOverviewPath = '/publishing-packages' | '/marketing-services';
export type ServicePagePath =
  ServiceOverviewPath | (typeof publishingSubPages)[number] | (typeof marketingSubPages)[number];

/**
 * One module per page, so a visitor downloads only the text of the page they open (the pages
 * together are far larger than any one of them).
 */
const contentLoaders: Record<ServicePagePath, () => Promise<{ servicePage: ServicePageContent }>> = {
  '/publishing-packages': () => import('./service-pages/publishing-packages.js'),
  '/marketing-services': () => import('./service-pages/marketing-services.js'),
  '/black-and-white-publishing': () => import('./service-pages/black-and-white-publishing.js'),
  '/full-color-publishing': () => import('./service-pages/full-color-publishing.js'),
  '/childrens-book-publishing': () => import('./service-pages/childrens-book-publishing.js'),
  '/audiobook-services': () => import('./service-pages/audiobook-services.js'),
  '/translation-services': () => import('./service-pages/translation-services.js'),
  '/copy-editing-services': () => import('./service-pages/copy-editing-services.js'),
  '/data-entry-services': () => import('./service-pages/data-entry-services.js'),
  '/professional-book-review-services': () => import('./service-pages/professional-book-review-services.js'),
  '/book-trailer-services': () => import('./service-pages/book-trailer-services.js'),
  '/author-website-creation': () => import('./service-pages/author-website-creation.js'),
  '/billboard-advertising-campaigns': () => import('./service-pages/billboard-advertising-campaigns.js'),
  '/social-media-campaign': () => import('./service-pages/social-media-campaign.js'),
  '/amazon-advertising-campaigns': () => import('./service-pages/amazon-advertising-campaigns.js'),
  '/press-release-campaign': () => import('./service-pages/press-release-campaign.js'),
  '/goodreads-giveaways': () => import('./service-pages/goodreads-giveaways.js'),
  '/screenplay-development': () => import('./service-pages/screenplay-development.js'),
};

export async function loadServicePageContent(path: ServicePagePath): Promise<ServicePageContent> {
  return (await contentLoaders[path]()).servicePage;
}
