import { aesGcmBox } from '../identity/secrets.js';

/**
 * Payees' bank, PayPal, postal and tax details, sealed with AES-256-GCM under the payout data key
 * (config/secrets.ts resolvePayoutDataKey), which is never in the database: a database dump or a
 * backup file holds only ciphertext. Each value is sealed as one JSON document.
 */
export function payeeDataBox(key: Buffer) {
  const box = aesGcmBox(key);
  return {
    seal: (details: object): string => box.seal(JSON.stringify(details)),
    open: <T>(sealed: string): T => JSON.parse(box.open(sealed)) as T,
  };
}
export type PayeeDataBox = ReturnType<typeof payeeDataBox>;

/** A number shown masked: its last four characters only, e.g. "•••• 6789". */
export const lastFour = (value: string) => `•••• ${value.replace(/[\s-]/g, '').slice(-4)}`;
