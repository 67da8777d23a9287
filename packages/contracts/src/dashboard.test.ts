import { describe, expect, it } from 'vitest';
import { authorStatusBadge, countServicesUsed, greetingName, newestFirst } from './dashboard.js';

describe('greetingName', () => {
  it('prefers the profile name, then the identity name, then the email local part', () => {
    expect(greetingName({ full_name: 'Alice Walker' }, { fullName: 'Ali', email: 'a@x.com' })).toBe('Alice Walker');
    expect(greetingName({ full_name: '  ' }, { fullName: 'Nina New', email: 'new@example.com' })).toBe('Nina New');
    expect(greetingName(null, { fullName: null, email: 'empty@example.com' })).toBe('empty');
    expect(greetingName(null, null)).toBe('');
  });
});

describe('newestFirst', () => {
  const rows = [
    { id: 'P5', start_date: null },
    { id: 'P3', start_date: '2024-03-01' },
    { id: 'P1', start_date: '2024-05-01' },
    { id: 'P4', start_date: '2024-02-01' },
    { id: 'P2', start_date: '2024-04-01' },
  ];

  it('orders by date descending with undated rows last, and limits', () => {
    expect(newestFirst(rows, (row) => row.start_date).map((row) => row.id)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(newestFirst(rows, (row) => row.start_date, 3).map((row) => row.id)).toEqual(['P1', 'P2', 'P3']);
  });
});

describe('countServicesUsed', () => {
  it('counts distinct services, ignoring case and spacing', () => {
    expect(
      countServicesUsed([
        { service: 'Copy Editing' },
        { service: 'copy  editing' },
        { service: 'Audiobook' },
        { service: null },
      ]),
    ).toBe(2);
    expect(countServicesUsed([])).toBe(0);
  });
});

describe('authorStatusBadge', () => {
  it('colours Active green, Paused yellow, Inactive grey and anything else blue', () => {
    expect(authorStatusBadge('Active')).toEqual({ text: 'Active', tone: 'success' });
    expect(authorStatusBadge('Paused')).toEqual({ text: 'Paused', tone: 'warning' });
    expect(authorStatusBadge('Inactive')).toEqual({ text: 'Inactive', tone: 'neutral' });
    expect(authorStatusBadge('Suspended')).toEqual({ text: 'Suspended', tone: 'info' });
  });

  it('reads Active when there is no status', () => {
    expect(authorStatusBadge(null).text).toBe('Active');
    expect(authorStatusBadge(null).tone).toBe('success');
  });
});
