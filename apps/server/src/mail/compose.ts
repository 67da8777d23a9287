import { siteConfig } from '@app/contracts/site-config';
import escapeHtml from 'escape-html';
import type { MailMessage } from './transport.js';

/**
 * The parts a mail is made of. Every mail the server sends is composed from them, so all mails
 * share one look, one escaping and one plain-text twin of the HTML.
 */
export type MailPart =
  /** Lines of text: one paragraph; an empty line starts the next. */
  | { lines: string[] }
  /** A heading and its items, as a list. */
  | { list: { title: string; items: string[] } }
  /** The mail's action, as a button (a `label: address` line in plain text). */
  | { button: { label: string; href: string } }
  /** Small print: why the mail came, how to stop it. */
  | { note: string }
  /** The button's address written out, for mail readers that hide links (HTML only). */
  | { addressOf: { hint: string; href: string } };

export interface ComposedMail {
  to: string;
  subject: string;
  /** The language of the text (the HTML's `lang`). */
  locale: string;
  parts: MailPart[];
  /** Ends with "— {site name}" (default), or not (a mail to the site's own staff). */
  signed?: boolean;
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#f7f3ea;font-family:Georgia,serif;color:#1f2933',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px',
  heading: 'font-size:20px;margin:0 0 16px',
  text: 'font-size:16px;line-height:1.5',
  button:
    'background:#1f3a5f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block',
  small: 'font-size:12px;line-height:1.5;color:#52606d',
};

/** Runs of non-empty lines: the paragraphs of a `lines` part. */
function paragraphs(lines: string[]): string[][] {
  const runs: string[][] = [[]];
  for (const line of lines) {
    if (line === '') runs.push([]);
    else runs.at(-1)!.push(line);
  }
  return runs.filter((run) => run.length > 0);
}

function partText(part: MailPart): string | null {
  if ('lines' in part) return part.lines.join('\n');
  if ('list' in part) return [`${part.list.title}:`, ...part.list.items.map((item) => `- ${item}`)].join('\n');
  if ('button' in part) return `${part.button.label}: ${part.button.href}`;
  if ('note' in part) return part.note;
  return null;
}

function partHtml(part: MailPart): string {
  if ('lines' in part) {
    return paragraphs(part.lines)
      .map((run) => `<p style="${STYLE.text}">${run.map(escapeHtml).join('<br>')}</p>`)
      .join('\n');
  }
  if ('list' in part) {
    const items = part.list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
    return `<p style="${STYLE.text}"><strong>${escapeHtml(part.list.title)}</strong></p>\n<ul style="${STYLE.text}">${items}</ul>`;
  }
  if ('button' in part) {
    const { label, href } = part.button;
    return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="${STYLE.button}">${escapeHtml(label)}</a></p>`;
  }
  if ('note' in part) return `<p style="${STYLE.small}">${escapeHtml(part.note)}</p>`;
  const { hint, href } = part.addressOf;
  return `<p style="${STYLE.small}">${escapeHtml(hint)}<br><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;
}

/** A mail's plain text and HTML, from one list of parts. */
export function composeMail(mail: ComposedMail): MailMessage {
  const signature = mail.signed === false ? [] : [`— ${siteConfig.name}`];
  const text = [...mail.parts.map(partText).filter((part) => part !== null), ...signature].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(mail.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<div style="${STYLE.card}">`,
    `<h1 style="${STYLE.heading}">${escapeHtml(siteConfig.name)}</h1>`,
    ...mail.parts.map(partHtml),
    '</div></body></html>',
  ].join('\n');
  return { to: mail.to, subject: mail.subject, text, html };
}
