import { describe, expect, it } from 'vitest';
import { mailLink, renderIdentityMail } from './identity-mails.js';
import { mailLocales, mailTexts, pickMailLocale, securityNoticeKinds, type MailKind } from './mail-texts.js';

const kinds: MailKind[] = [
  'confirmation',
  'invite',
  'recovery',
  'email_change',
  'login_paused',
  ...securityNoticeKinds,
];

describe('mail texts', () => {
  it.each(mailLocales)(
    '%s has every mail with a subject, an intro naming the site, a button and an outro',
    (locale) => {
      for (const kind of kinds) {
        const text = mailTexts[locale][kind];
        expect(text.subject.trim()).not.toBe('');
        expect(text.intro).toContain('{site}');
        expect(text.button.trim()).not.toBe('');
        expect(text.outro.trim()).not.toBe('');
      }
      expect(mailTexts[locale].linkHint).toMatch(/:$/);
    },
  );

  it("keeps GoTrue's English subjects", () => {
    expect(kinds.slice(0, 4).map((kind) => mailTexts.en[kind].subject)).toEqual([
      'Confirm Your Signup',
      'You have been invited',
      'Reset Your Password',
      'Confirm Email Change',
    ]);
  });
});

describe('pickMailLocale', () => {
  it('prefers an explicit supported choice, then Accept-Language by weight, else English', () => {
    expect(pickMailLocale('pt-BR', 'fr')).toBe('pt');
    expect(pickMailLocale('de', 'de-DE,hu;q=0.8,en;q=0.9')).toBe('en');
    expect(pickMailLocale(undefined, 'de-DE,hu;q=0.95,en;q=0.9')).toBe('hu');
    expect(pickMailLocale(undefined, 'sk;q=0, cs')).toBe('cs');
    expect(pickMailLocale(42, undefined)).toBe('en');
  });

  it('finds a language from a regional range, keeps the header order on equal weights, and skips a wildcard', () => {
    expect(pickMailLocale(undefined, 'fr-CA')).toBe('fr');
    expect(pickMailLocale(undefined, 'de-AT, PT-br;q=0.7, es;q=0.5')).toBe('pt');
    expect(pickMailLocale(undefined, 'sk, fr')).toBe('sk');
    expect(pickMailLocale(undefined, 'cs;q=0.8, pl;q=0.8, en;q=0.5')).toBe('cs');
    expect(pickMailLocale(undefined, '*, hu;q=0.5')).toBe('hu');
    expect(pickMailLocale(undefined, '*')).toBe('en');
    expect(pickMailLocale(undefined, 'fr-CA;q=0, fr-FR, en;q=0.9')).toBe('fr');
    expect(pickMailLocale(undefined, '')).toBe('en');
  });
});

describe('links', () => {
  const site = 'https://books.example';

  it('puts the token in the hash the widget reads, always at the site root', () => {
    expect(mailLink(site, { kind: 'invite', token: 'T' })).toBe('https://books.example/#invite_token=T');
    expect(mailLink(site, { kind: 'login_paused', token: 'T' })).toBe('https://books.example/#recovery_token=T');
  });

  it('renders a plain-text and an escaped HTML part in the chosen language', () => {
    const mail = renderIdentityMail(site, {
      kind: 'email_change',
      to: 'new@example.com',
      locale: 'pl',
      token: 'tok_en-1',
    });
    expect(mail?.subject).toBe('Potwierdź zmianę adresu e-mail');
    expect(mail?.text).toContain('https://books.example/#email_change_token=tok_en-1');
    expect(mail?.text).toContain('Quillbridge Publishing');
    expect(mail?.html).toContain('href="https://books.example/#email_change_token=tok_en-1"');
    expect(mail?.html).not.toContain('{site}');
  });

  it.each(kinds)('writes the Hungarian %s mail with the article the site name takes', (kind) => {
    const mail = renderIdentityMail(site, { kind, to: 'szerzo@example.com', locale: 'hu', token: 'T' });
    expect(mail.text).not.toContain('(z)');
    expect(mail.text).toMatch(/\b[aA] Quillbridge Publishing\b/);
  });
});
