import type { ResultPage } from '@app/contracts/public-form-messages';
import { siteConfig } from '@app/contracts/site-config';
import type { App } from '../http/types.js';
import escapeHtml from 'escape-html';

export type { ResultPage };

/** A result page as the HTML answer to the request at `url`. */
export type RenderResultPage = (url: string, page: ResultPage) => Promise<string>;

/**
 * Result pages (newsletter confirmation, forms sent without JavaScript) in the site's layout and
 * stylesheet, by the web app's server renderer (see registerStaticSite). Without a built site, or
 * should that render fail, the page is a small standalone one: the visitor still learns what
 * happened.
 */
export function resultPageRenderer(app: App, siteRenderer: RenderResultPage | null): RenderResultPage {
  if (!siteRenderer) return async (_url, page) => renderPlainResultPage(page);
  return async (url, page) => {
    try {
      return await siteRenderer(url, page);
    } catch (error) {
      app.log.error({ err: error, url }, 'result page render failed');
      return renderPlainResultPage(page);
    }
  };
}

/** The standalone result page, for when the site's renderer is not there. */
export function renderPlainResultPage({ title, paragraphs, list = [], link }: ResultPage): string {
  const items = list.length > 0 ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2430"><h1 style="color:#142740">${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}${items}<p><a href="${escapeHtml(link.href)}" style="color:#1f3a5f">${escapeHtml(link.label)}</a></p></body></html>`;
}
