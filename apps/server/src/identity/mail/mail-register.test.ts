import { describe, expect, it } from 'vitest';
import { mailTexts } from './mail-texts.js';

/** Every sentence of a locale's mails, one string each. */
const textsOf = (locale: 'hu' | 'pt'): string[] => {
  const { linkHint, ...mails } = mailTexts[locale];
  return [linkHint, ...Object.values(mails).flatMap((mail) => Object.values(mail))];
};

const offending = (texts: string[], patterns: RegExp[]) =>
  texts.flatMap((text) => patterns.filter((pattern) => pattern.test(text)).map((pattern) => `${pattern} in "${text}"`));

/** Whole words only; `\\b` knows no accented letters. */
const words = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'iu');

// The mails speak as the login modal does: formal Hungarian, Brazilian Portuguese.
describe('the register of the mails', () => {
  it('addresses the reader in Hungarian with the formal "Ön" forms', () => {
    const informal = [
      words('te|téged|neked|veled|tiéd'),
      // Informal imperatives and second-person past verbs ("kaptál", "kérted").
      words('erősítsd|kattints|hagyd|várj|állítsd|másold|válassz|nyisd|add|kapcsold|vedd'),
      words('\\p{L}+(tál|tél|ttad|tted)|kérted|szeretnéd'),
      // Informal possessives: "jelszavad", "fiókod", "címed", "böngésződ".
      words(
        '(jelszav|fiók|cím|e-mail-cím|böngésző|regisztráció)(a|o|e|ö)?d(at|ot|et|öt|hoz|hez|höz|ba|be|ban|ben|nak|nek)?',
      ),
      words('üdvözlünk'),
    ];
    expect(offending(textsOf('hu'), informal)).toEqual([]);
    expect(textsOf('hu').some((text) => words('Ön').test(text))).toBe(true);
  });

  it('writes Portuguese as spoken in Brazil, addressing the reader as "você"', () => {
    const european = [
      words('utilizador(es)?|palavra-passe|registo|registou|registar|ligação|telemóvel|ecrã|equipa'),
      words('falhadas?|pretende|contacto|facto|receção|acção'),
      words('tu|teu|tua|teus|tuas|contigo'),
    ];
    expect(offending(textsOf('pt'), european)).toEqual([]);
    expect(textsOf('pt').some((text) => words('você').test(text))).toBe(true);
  });
});
