import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWidgetI18n, resolveLocale, SUPPORTED_LOCALES, translateError } from './i18n';

const localesDir = join(import.meta.dirname, 'locales');
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
const english = read('en');
/** i18next's plural forms (`key_one`, `key_few` …): each language has the forms its grammar needs. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const keysOf = (messages: Record<string, string>) =>
  [...new Set(Object.keys(messages).map((key) => key.replace(PLURAL_FORM, '')))].sort();
/** The English text a key translates: the same key, or for a plural form English's `_other`. */
const englishFor = (key: string) => english[key] ?? english[key.replace(PLURAL_FORM, '_other')];

describe('widget translations', () => {
  it('has exactly one file per supported locale', () => {
    expect(readdirSync(localesDir).sort()).toEqual(SUPPORTED_LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('%s has every English key and no other', (locale) => {
    expect(keysOf(read(locale))).toEqual(keysOf(english));
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('%s translates every text', (locale) => {
    const messages = read(locale);
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), `${locale}: ${key}`).not.toBe('');
      expect(text, `${locale}: ${key}`).not.toBe(englishFor(key));
      // Placeholders must survive translation.
      expect(text.match(/\{\{\w+\}\}/g) ?? [], `${locale}: ${key}`).toEqual(
        englishFor(key)!.match(/\{\{\w+\}\}/g) ?? [],
      );
    }
  });

  it('has a key for every widget message the service or the widget can show', () => {
    for (const key of [
      'No user found with this email',
      'Invalid Password',
      'Email not confirmed',
      'User not found',
      'No user found with that email, or password invalid.',
      'Invalid login credentials',
      'Unkown token type',
    ]) {
      expect(english).toHaveProperty([key]);
    }
  });
});

describe('resolveLocale', () => {
  it("follows the site's setting first", () => {
    expect(resolveLocale('hu', ['fr-FR'])).toBe('hu');
  });
  it('else the first supported browser language, by its primary subtag', () => {
    expect(resolveLocale(undefined, ['de-DE', 'pt-BR', 'fr'])).toBe('pt');
  });
  it('else English', () => {
    expect(resolveLocale('de', ['ja-JP'])).toBe('en');
  });
});

describe('translateError', () => {
  it('translates the legacy and current server messages in fr and hu, not in en', async () => {
    const fr = await createWidgetI18n('fr');
    const hu = await createWidgetI18n('hu');
    const en = await createWidgetI18n('en');
    for (const message of [
      'No user found with this email',
      'Invalid Password',
      'Email not confirmed',
      'User not found',
    ]) {
      expect(translateError(fr.t, (key) => fr.exists(key), message)).not.toBe(message);
      expect(translateError(hu.t, (key) => hu.exists(key), message)).not.toBe(message);
      expect(translateError(en.t, (key) => en.exists(key), message)).toBe(message);
    }
    expect(translateError(fr.t, (key) => fr.exists(key), 'Email not confirmed')).toBe('Adresse e-mail non confirmée');
  });

  it('keeps the number of a numbered message and the detail of a prefixed one', async () => {
    const fr = await createWidgetI18n('fr');
    const exists = (key: string) => fr.exists(key);
    expect(translateError(fr.t, exists, 'Password must be at least 8 characters long')).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(translateError(fr.t, exists, 'Unsupported provider: myspace is not enabled')).toBe(
      'Fournisseur non pris en charge: myspace is not enabled',
    );
    expect(translateError(fr.t, exists, 'Something new')).toBe('Something new');
  });
});
