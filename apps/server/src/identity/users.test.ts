import { describe, expect, it } from 'vitest';
import type { IdentityUser } from '../db/identity.tables.js';
import { isAdminUser, mergeMetadata, userJson } from './users.js';

const base: IdentityUser = {
  id: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e01',
  aud: '',
  role: '',
  email: 'a@example.com',
  encrypted_password: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  confirmed_at: new Date('2026-01-02T03:04:05Z'),
  invited_at: null,
  confirmation_token_hash: 'c'.repeat(64),
  confirmation_sent_at: null,
  confirmation_expires_at: null,
  recovery_token_hash: 'r'.repeat(64),
  recovery_sent_at: new Date('2026-01-03T00:00:00Z'),
  recovery_expires_at: null,
  new_email: null,
  email_change_token_hash: null,
  email_change_sent_at: null,
  email_change_expires_at: null,
  last_sign_in_at: null,
  app_metadata: { provider: 'email' },
  user_metadata: null,
  banned_until: null,
  signup_contested_at: null,
  address_unproven: false,
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: new Date('2026-01-04T00:00:00Z'),
};

describe('userJson', () => {
  it("is GoTrue's user object: empty optional fields omitted, no secret ever", () => {
    expect(userJson(base)).toEqual({
      id: base.id,
      aud: '',
      role: '',
      email: 'a@example.com',
      confirmed_at: '2026-01-02T03:04:05.000Z',
      recovery_sent_at: '2026-01-03T00:00:00.000Z',
      app_metadata: { provider: 'email' },
      user_metadata: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-04T00:00:00.000Z',
    });
  });
});

describe('mergeMetadata', () => {
  it('replaces keys, removes those set to null, and keeps the others', () => {
    expect(mergeMetadata({ a: 1, b: 2, c: 3 }, { b: 20, c: null, d: 4 })).toEqual({ a: 1, b: 20, d: 4 });
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('isAdminUser', () => {
  it("accepts GoTrue's role or admin among app_metadata.roles, nothing else", () => {
    expect(isAdminUser({ ...base, role: 'admin' })).toBe(true);
    expect(isAdminUser({ ...base, app_metadata: { provider: 'email', roles: ['support', 'admin'] } })).toBe(true);
    expect(isAdminUser({ ...base, app_metadata: { provider: 'email', roles: ['support'] } })).toBe(false);
    expect(isAdminUser({ ...base, user_metadata: { roles: ['admin'] } })).toBe(false);
  });
});
