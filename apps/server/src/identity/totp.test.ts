import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpEnrolment } from './totp.js';

describe('TOTP', () => {
  it('enrols with a 32-character base32 seed, an otpauth URI naming the site and an SVG QR code', async () => {
    const enrolment = await newTotpEnrolment('eleanor@example.com');
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain('otpauth://totp/Quillbridge%20Publishing:eleanor%40example.com?');
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(decodeURIComponent(enrolment.qrCode)).toContain('<svg');
  });

  it('accepts the current code and one step of drift, and says which step it was', () => {
    const secret = new Secret({ size: 20 }).base32;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' });
    const now = 1_750_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(acceptedTotpStep(secret, totp.generate({ timestamp: now }), now)).toBe(step);
    expect(acceptedTotpStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(acceptedTotpStep(secret, totp.generate({ timestamp: now - 90_000 }), now)).toBeNull();
    expect(acceptedTotpStep(secret, '12345', now)).toBeNull();
    expect(acceptedTotpStep(secret, 'abcdef', now)).toBeNull();
  });
});
