import { describe, expect, it } from 'vitest';
import { canSignContract, contractStatusTone, countSignedContracts, isSignedContract } from './contract-status.js';

describe('canSignContract', () => {
  it('offers signing for open agreements only', () => {
    for (const status of ['pending', 'sent', 'draft', 'Pending']) expect(canSignContract(status)).toBe(true);
    for (const status of ['signed', 'Signed', 'completed', 'expired', 'cancelled']) {
      expect(canSignContract(status)).toBe(false);
    }
  });
});

describe('contractStatusTone', () => {
  it('is red for expired and cancelled only', () => {
    expect(contractStatusTone('expired')).toBe('danger');
    expect(contractStatusTone('CANCELLED')).toBe('danger');
    for (const status of ['signed', 'pending', 'sent', 'draft', 'completed']) {
      expect(contractStatusTone(status)).not.toBe('danger');
    }
  });
});

describe('signed counter', () => {
  it('counts signed and completed, case-insensitively', () => {
    expect(isSignedContract('Completed')).toBe(true);
    const statuses = ['signed', 'pending', 'expired', 'completed', 'cancelled', 'sent'];
    expect(countSignedContracts(statuses.map((status) => ({ status })))).toBe(2);
  });
});
