import { describe, expect, it } from 'vitest';
import {
  canReplaceAgreementDocument,
  countersignRefusal,
  handSigningRefusal,
  statusChangeRefusal,
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

describe('what staff may do by hand', () => {
  it('marks signed only an agreement without a live or decided in-app signature', () => {
    expect(handSigningRefusal(null)).toBeNull();
    expect(handSigningRefusal({ status: 'expired' })).toBeNull();
    expect(handSigningRefusal({ status: 'cancelled' })).toBeNull();
    expect(handSigningRefusal({ status: 'viewed' })).toMatch(/out for signature/);
    expect(handSigningRefusal({ status: 'declined' })).toMatch(/declined/);
    expect(handSigningRefusal({ status: 'completed' })).toMatch(/signed in the app/);
  });

  it('never changes the status of an agreement signed in the app, nor sets signed over a live or declined one', () => {
    expect(statusChangeRefusal({ status: 'completed' }, 'completed', 'pending')).toMatch(/signed in the app/);
    expect(statusChangeRefusal({ status: 'signed' }, 'signed', 'cancelled')).toMatch(/signed in the app/);
    expect(statusChangeRefusal({ status: 'signed' }, 'signed', 'Signed')).toBeNull();
    expect(statusChangeRefusal({ status: 'declined' }, 'sent', 'signed')).toMatch(/declined/);
    expect(statusChangeRefusal({ status: 'sent' }, 'sent', 'completed')).toMatch(/out for signature/);
    expect(statusChangeRefusal({ status: 'sent' }, 'sent', 'cancelled')).toBeNull();
    expect(statusChangeRefusal({ status: 'declined' }, 'sent', 'draft')).toBeNull();
    expect(statusChangeRefusal(null, 'sent', 'signed')).toBeNull();
  });

  it('replaces the PDF only while no in-app signature is live', () => {
    expect(canReplaceAgreementDocument(null)).toBe(true);
    expect(canReplaceAgreementDocument({ status: 'declined' })).toBe(true);
    expect(canReplaceAgreementDocument({ status: 'expired' })).toBe(true);
    for (const status of ['sent', 'viewed', 'signed', 'completed']) {
      expect(canReplaceAgreementDocument({ status })).toBe(false);
    }
  });
});
