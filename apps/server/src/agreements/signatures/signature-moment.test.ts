import { signatureSignSchema } from '@app/contracts/agreement-signature';
import { describe, expect, it } from 'vitest';
import { signatureMoment } from './seal.js';

const at = new Date('2026-11-27T20:55:13.350Z');

describe('a signature’s moment on the certificate', () => {
  it('reads in the signer’s zone, to the second, with the UTC time beside it', () => {
    expect(signatureMoment(at, 'Europe/Budapest')).toBe(
      '27 November 2026, 21:55:13 CET (Europe/Budapest) · 2026-11-27 20:55:13 UTC',
    );
    expect(signatureMoment(at, 'America/New_York')).toBe(
      '27 November 2026, 15:55:13 GMT-5 (America/New_York) · 2026-11-27 20:55:13 UTC',
    );
  });

  it('is the UTC time alone when the signer’s zone is unknown, never a raw ISO string', () => {
    expect(signatureMoment(at, null)).toBe('2026-11-27 20:55:13 UTC');
    expect(signatureMoment(at, null)).not.toContain('T20');
  });

  it('takes only a time zone the runtime knows from the signing form', () => {
    const body = { consent: true, typed_name: 'Eleanor Hart', password: 'secret' };
    expect(signatureSignSchema.safeParse({ ...body, time_zone: 'Europe/Budapest' }).success).toBe(true);
    expect(signatureSignSchema.safeParse({ ...body, time_zone: null }).success).toBe(true);
    const wrong = signatureSignSchema.safeParse({ ...body, time_zone: 'Mars/Olympus' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Unknown time zone');
  });
});
