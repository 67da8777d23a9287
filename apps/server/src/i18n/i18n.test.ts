import { describe, expect, it } from 'vitest';
import { catalogues, serverLocales, serverT, type Namespace, type ServerLocale } from './i18n.js';

/** Every key path of a catalogue, arrays as one leaf holding their length. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  return [path];
}

/** Every rendered text of a namespace in a locale, with every value its texts take. */
function renderAll(namespace: Namespace, locale: ServerLocale): string[] {
  const t = serverT(locale, namespace);
  const values = {
    site: 'Quillbridge',
    service: 'Editing',
    amount: '€1.00',
    date: '4 March 2026',
    method: 'Bank transfer',
    title: 'Book',
    period: '2026-03',
    gross: '$10.00',
    percent: '30',
    withheld: '$3.00',
    net: '$7.00',
    version: '2',
    rounds: '1',
    stage: 'Editing',
  };
  return shape(catalogues[namespace].en).flatMap((path) => {
    const key = path.replace(/\[\d+\]$/, '');
    return path === key ? [t(key, values)] : (t(key, { ...values, returnObjects: true }) as string[]);
  });
}

const namespaces = Object.keys(catalogues) as Namespace[];

describe('server catalogues', () => {
  it.each(namespaces)('%s has the same keys in every locale as in English', (namespace) => {
    const english = shape(catalogues[namespace].en);
    for (const locale of serverLocales) expect(shape(catalogues[namespace][locale])).toEqual(english);
  });

  it.each(namespaces)('%s renders every text in every locale with no placeholder left', (namespace) => {
    for (const locale of serverLocales) {
      for (const text of renderAll(namespace, locale)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('puts the Hungarian article the name takes before it, keeping the capital', () => {
    const identity = serverT('hu', 'identity');
    expect(identity('confirmation.intro', { site: 'Quillbridge' })).toContain('Üdvözöljük a Quillbridge oldalon!');
    expect(identity('confirmation.intro', { site: 'Aranyhíd' })).toContain('Üdvözöljük az Aranyhíd oldalon!');
    const reminders = serverT('hu', 'reminders');
    expect(reminders('reminders.invoice_due.body', { service: 'Aranyhíd', amount: '1', date: '2' })).toMatch(
      /^Az Aranyhíd /,
    );
    expect(reminders('reminders.invoice_due.body', { service: 'Szerkesztés', amount: '1', date: '2' })).toMatch(
      /^A Szerkesztés /,
    );
    expect(serverT('hu', 'production')('stageDone.body', { title: 'Aranyhíd', stage: 'Szerkesztés' })).toBe(
      'Az „Aranyhíd” „Szerkesztés” szakasza elkészült.',
    );
    const signatures = serverT('hu', 'signatures');
    expect(signatures('completed.subject', { title: 'Kiadói szerződés' })).toBe('A „Kiadói szerződés” lezárult');
    expect(signatures('completed.subject', { title: 'Egyedi megállapodás' })).toBe('Az „Egyedi megállapodás” lezárult');
  });

  it('falls back to English for a key a locale lacks', () => {
    expect(serverT('hu', 'identity')('confirmation.subject', { lng: 'xx' })).toBe('Confirm Your Signup');
  });
});
