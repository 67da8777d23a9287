import { describe, expect, it } from 'vitest';
import {
  countersignRefusal,
  effectiveSignatureStatus,
  isLiveSignature,
  signRefusal,
  signatureSignSchema,
} from './agreement-signature.js';

const now = new Date('2026-06-01T12:00:00Z');
const future = '2026-07-01T00:00:00Z';
const past = '2026-05-01T00:00:00Z';

describe('effectiveSignatureStatus', () => {
  it('reads a waiting request past its expiry as expired', () => {
    expect(effectiveSignatureStatus({ status: 'sent', expires_at: past }, now)).toBe('expired');
    expect(effectiveSignatureStatus({ status: 'viewed', expires_at: now }, now)).toBe('expired');
    expect(effectiveSignatureStatus({ status: 'viewed', expires_at: future }, now)).toBe('viewed');
  });

  it('keeps a finished request as it ended, whatever its expiry', () => {
    expect(effectiveSignatureStatus({ status: 'signed', expires_at: past }, now)).toBe('signed');
    expect(effectiveSignatureStatus({ status: 'declined', expires_at: past }, now)).toBe('declined');
  });
});

describe('signRefusal', () => {
  it('lets the author sign a waiting request of an open agreement', () => {
    expect(signRefusal('sent', { status: 'sent', expires_at: future }, now)).toBeNull();
    expect(signRefusal('Sent', { status: 'viewed', expires_at: future }, now)).toBeNull();
  });

  it.each([
    ['cancelled', 'sent', future, 'This agreement was cancelled: it can no longer be signed'],
    ['expired', 'sent', future, 'This agreement has expired: it can no longer be signed'],
    ['sent', 'sent', past, 'This signature request has expired: ask the team to send it again'],
    ['signed', 'signed', future, 'This agreement is already signed'],
    ['completed', 'completed', future, 'This agreement is already signed'],
    ['completed', 'viewed', future, 'This agreement is already signed'],
    ['sent', 'declined', future, 'This agreement was declined: staff will send a new version if needed'],
    ['sent', 'cancelled', future, 'This signature request was cancelled: it can no longer be signed'],
  ])('refuses agreement %s with request %s', (agreement, request, expires, message) => {
    expect(signRefusal(agreement, { status: request, expires_at: expires }, now)).toBe(message);
  });
});

describe('countersignRefusal', () => {
  const request = (status: string, countersign_required = true) => ({
    status,
    expires_at: future,
    countersign_required,
  });

  it('waits for the author, then allows one countersignature', () => {
    expect(countersignRefusal(request('viewed'), now)).toBe('The author has not signed this agreement yet');
    expect(countersignRefusal(request('signed'), now)).toBeNull();
    expect(countersignRefusal(request('completed'), now)).toBe('This agreement is already countersigned');
    expect(countersignRefusal(request('signed', false), now)).toBe('This agreement needs no countersignature');
  });
});

describe('isLiveSignature', () => {
  it('lets a new request replace one that ended', () => {
    expect(isLiveSignature({ status: 'sent', expires_at: future }, now)).toBe(true);
    expect(isLiveSignature({ status: 'signed', expires_at: past }, now)).toBe(true);
    expect(isLiveSignature({ status: 'sent', expires_at: past }, now)).toBe(false);
    expect(isLiveSignature({ status: 'declined', expires_at: future }, now)).toBe(false);
  });
});

describe('signatureSignSchema', () => {
  it('needs consent, a typed name and a proof', () => {
    const result = signatureSignSchema.safeParse({ consent: false, typed_name: ' ' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['consent', 'typed_name']);
    const noProof = signatureSignSchema.safeParse({ consent: true, typed_name: 'Ann Lee' });
    expect(noProof.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['password']);
    expect(signatureSignSchema.safeParse({ consent: true, typed_name: 'Ann Lee', code: '123456' }).success).toBe(true);
  });

  it('accepts only a PNG data URL as the drawn signature', () => {
    const base = { consent: true, typed_name: 'Ann Lee', password: 'secret' };
    expect(signatureSignSchema.safeParse({ ...base, drawn_signature: 'data:image/png;base64,iVBORw0K' }).success).toBe(
      true,
    );
    expect(signatureSignSchema.safeParse({ ...base, drawn_signature: 'data:text/html;base64,PGI+' }).success).toBe(
      false,
    );
  });
});
