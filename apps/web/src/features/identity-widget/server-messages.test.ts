import { describe, expect, it } from 'vitest';
import {
  IDENTITY_MESSAGE_PREFIXES,
  IDENTITY_MESSAGES,
  loginPaused,
  passwordTooLong,
  passwordTooShort,
} from '../../../../server/src/identity/messages';
import { createWidgetI18n, SUPPORTED_LOCALES, translateError } from './i18n';

// Decision 24: whatever the identity service answers, the modal shows it in the visitor's language.
describe.each(SUPPORTED_LOCALES)('identity service messages in %s', (locale) => {
  const load = async () => {
    const i18n = await createWidgetI18n(locale);
    const exists = (key: string) => i18n.exists(key);
    return { exists, translate: (text: string) => translateError(i18n.t, exists, text) };
  };

  it('has a key for every fixed message', async () => {
    const { exists } = await load();
    expect(IDENTITY_MESSAGES.filter((message) => !exists(message))).toEqual([]);
  });

  it('has a key for the prefix of every message with a detail, and keeps the detail', async () => {
    const { exists, translate } = await load();
    expect(IDENTITY_MESSAGE_PREFIXES.filter((prefix) => !exists(prefix))).toEqual([]);
    for (const prefix of IDENTITY_MESSAGE_PREFIXES) {
      expect(translate(`${prefix}: detail as sent`)).toMatch(/: detail as sent$/);
    }
  });

  it('translates the password length messages with their number', async () => {
    const { translate } = await load();
    for (const message of [passwordTooShort(12), passwordTooLong(256)]) {
      const number = /\d+/.exec(message)![0];
      expect(translate(message)).toContain(number);
      if (locale !== 'en') expect(translate(message)).not.toBe(message);
    }
  });

  it('translates a paused sign-in with its minutes, in the form the number needs', async () => {
    const { translate } = await load();
    for (const minutes of [1, 2, 5, 15]) {
      const text = translate(loginPaused(minutes));
      expect(text).toContain(` ${minutes} `);
      expect(text).not.toMatch(/\{\{|login_paused/);
      if (locale === 'en') expect(text).toBe(loginPaused(minutes));
      else expect(text).not.toBe(loginPaused(minutes));
    }
  });
});
