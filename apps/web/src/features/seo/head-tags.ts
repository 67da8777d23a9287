import { siteConfig } from '@app/contracts/site-config';

export interface PageHead {
  /** The page's own title; the brand is appended unless it is already there. */
  title: string;
  description: string;
  /** Path of the page ('/books/x'): the canonical link and og:url are this under the site's origin. */
  path: string;
  ogType?: 'website' | 'article' | 'book' | 'profile';
  /**
   * Structured data (schema.org), written as JSON-LD into the server's HTML. The browser has no use
   * for it: pages pass it under `import.meta.env.SSR`, so their browser code leaves out what builds it.
   */
  jsonLd?: object | object[];
  /** Pages that must not be indexed (cart, checkout, not-found). */
  noIndex?: boolean;
}

export function documentTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script> element: no `</script>` or comment openers can slip through. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;

/** The <head> tags of a page as HTML, for the prerendered and server-rendered documents. */
export function headTags(head: PageHead, origin: string): string {
  const url = absoluteUrl(origin, head.path);
  const title = documentTitle(head.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.name)}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (head.noIndex) tags.push('<meta name="robots" content="noindex" />');
  const jsonLd = head.jsonLd ? (Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd]) : [];
  for (const data of jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('\n    ');
}
