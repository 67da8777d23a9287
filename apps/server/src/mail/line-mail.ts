import { siteConfig } from '@app/contracts/site-config';
import { escapeHtml } from '../public-forms/mail-format.js';

/**
 * The text and HTML bodies of a short mail: its lines as paragraphs, a link to act on, and the
 * company's name as signature.
 */
export function lineMailBodies(mail: {
  subject: string;
  lines: readonly string[];
  link: { label: string; url: string };
}) {
  const text = [...mail.lines, '', `${mail.link.label}: ${mail.link.url}`, '', `— ${siteConfig.name}`].join('\n');
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body>`,
    ...mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`,
    `<p>— ${escapeHtml(siteConfig.name)}</p></body></html>`,
  ].join('\n');
  return { text, html };
}
