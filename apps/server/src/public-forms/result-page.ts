import { siteConfig } from '@app/contracts/site-config';
import { escapeHtml } from './mail-format.js';

export interface ResultPage {
  title: string;
  paragraphs: string[];
  /** Points the visitor can act on, e.g. each field that needs another look. */
  list?: string[];
  /** Where the visitor goes next. */
  link: { href: string; label: string };
}

/**
 * A small standalone page for what happened after a link or a form post that runs without the
 * site's scripts (newsletter confirmation, forms sent without JavaScript).
 */
export function renderResultPage({ title, paragraphs, list = [], link }: ResultPage): string {
  const items = list.length > 0 ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2430"><h1 style="color:#142740">${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}${items}<p><a href="${escapeHtml(link.href)}" style="color:#1f3a5f">${escapeHtml(link.label)}</a></p></body></html>`;
}
