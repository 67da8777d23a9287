import { describe, expect, it } from 'vitest';
import { renderReminder, type DueItem } from './payment-reminders.js';
import { reminderKinds } from './reminder-texts.js';

const item: DueItem = {
  kind: 'invoice_due',
  id: 'i-1',
  invoice_id: null,
  invoice_number: null,
  service: 'Audiobook Production',
  owed: '120.00',
  currency: 'USD',
  due_date: '2026-10-01',
  email: 'szerzo@example.com',
  payment_reminders: true,
  locale: 'hu',
  payment_method: null,
  has_account: true,
};

describe('a Hungarian payment reminder', () => {
  it.each(reminderKinds)('writes %s with the article the service name takes', (kind) => {
    for (const [service, article] of [
      ['Audiobook Production', 'az'],
      ['Cover Design', 'a'],
    ] as const) {
      const mail = renderReminder({ ...item, kind, service }, 'https://books.example');
      expect(mail.text).not.toContain('(z)');
      expect(mail.text).toMatch(new RegExp(`\\b${article} ${service}\\b`, 'i'));
    }
  });
});
