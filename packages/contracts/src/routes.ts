/**
 * The site's routes, shared by the web app (router, sitemap, prerender) and the server (which
 * answers 404 for anything else).
 */
export const publishingSubPages = [
  '/black-and-white-publishing',
  '/full-color-publishing',
  '/childrens-book-publishing',
  '/audiobook-services',
  '/translation-services',
  '/copy-editing-services',
  '/data-entry-services',
] as const;

export const marketingSubPages = [
  '/professional-book-review-services',
  '/book-trailer-services',
  '/author-website-creation',
  '/billboard-advertising-campaigns',
  '/social-media-campaign',
  '/amazon-advertising-campaigns',
  '/press-release-campaign',
  '/goodreads-giveaways',
  '/screenplay-development',
] as const;

export const publicPages = [
  '/',
  '/books',
  '/publishing-packages',
  '/marketing-services',
  '/podcast',
  '/all-episodes',
  '/about',
  '/testimonials',
  '/contact',
  '/cart',
  '/checkout',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/sitemap',
  ...publishingSubPages,
  ...marketingSubPages,
] as const;

export const dashboardPages = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/invoices',
  '/dashboard/orders',
  '/dashboard/royalties',
  '/dashboard/contracts',
  '/dashboard/products',
  '/dashboard/cart',
  '/dashboard/payment',
  '/dashboard/security',
] as const;

/** Paths with a parameter, rendered by the client. */
export const dynamicRoutePatterns: readonly RegExp[] = [
  /^\/books\/[a-z0-9-]{1,120}$/,
  /^\/all-episodes\/[a-z0-9-]{1,120}$/,
  /^\/dashboard\/contracts\/[0-9a-f-]{36}\/sign$/,
  /^\/dashboard\/orders\/[0-9a-f-]{36}\/proofs$/,
  /^\/staff(\/.*)?$/,
];

const staticPaths = new Set<string>([...publicPages, ...dashboardPages]);

/** Strips one trailing slash (except for the root) so '/about/' and '/about' are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The dashboard and the staff console: client-routed apps served from one HTML shell, whose
 * links between their own pages stay in the app. Every other page is its own HTML document.
 */
export function isClientRoutedPath(pathname: string): boolean {
  return /^\/(dashboard|staff)([/?#]|$)/.test(pathname);
}

/** True when the web app has a page for this path; anything else is a 404. */
export function isAppRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return staticPaths.has(path) || dynamicRoutePatterns.some((pattern) => pattern.test(path));
}
