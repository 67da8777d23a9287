import { describe, expect, it } from 'vitest';
import { parseLinkHash } from './link-hash';

describe('parseLinkHash', () => {
  it('reads the five link tokens raw, with or without "#/"', () => {
    expect(parseLinkHash('#confirmation_token=Ab-c_1')).toEqual({
      kind: 'token',
      type: 'confirmation',
      token: 'Ab-c_1',
    });
    expect(parseLinkHash('#/invite_token=T')).toEqual({ kind: 'token', type: 'invite', token: 'T' });
    expect(parseLinkHash('#recovery_token=R&x=1')).toEqual({ kind: 'token', type: 'recovery', token: 'R' });
    expect(parseLinkHash('#email_change_token=E')).toEqual({ kind: 'token', type: 'email_change', token: 'E' });
    expect(parseLinkHash('#magiclink_token=M')).toEqual({ kind: 'token', type: 'magiclink', token: 'M' });
  });
  it('turns the access_denied 403 error into opening signup', () => {
    expect(parseLinkHash('#error=access_denied&error_description=403')).toEqual({ kind: 'signup-denied' });
  });
  it('keeps any other external-login error with its decoded description', () => {
    expect(parseLinkHash('#error=access_denied&error_description=Signups+not+allowed+for+this+instance')).toEqual({
      kind: 'external-error',
      error: 'access_denied',
      description: 'Signups not allowed for this instance',
    });
  });
  it('reads an external login completion', () => {
    expect(parseLinkHash('#access_token=a.b.c&expires_in=3600&refresh_token=r&token_type=bearer')).toEqual({
      kind: 'external-login',
      params: { access_token: 'a.b.c', expires_in: '3600', refresh_token: 'r', token_type: 'bearer' },
    });
  });
  it('ignores empty and unrelated hashes', () => {
    expect(parseLinkHash('')).toBeNull();
    expect(parseLinkHash('#section-2')).toBeNull();
    expect(parseLinkHash('#foo_token=x')).toBeNull();
  });
});
