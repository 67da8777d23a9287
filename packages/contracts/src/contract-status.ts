import { normaliseStatus, type StatusTone } from './invoice-status.js';

export const CONTRACT_STATUSES = ['signed', 'pending', 'sent', 'draft', 'expired', 'cancelled', 'completed'] as const;
export type ContractStatusValue = (typeof CONTRACT_STATUSES)[number];

const SIGNED = ['signed', 'completed'];
const CLOSED = ['expired', 'cancelled'];

/** Signed and completed agreements both count as signed. */
export const isSignedContract = (status: string | null | undefined): boolean =>
  SIGNED.includes(normaliseStatus(status));

/** Sign Now is offered unless the agreement is already signed, or can no longer be (expired, cancelled). */
export const canSignContract = (status: string | null | undefined): boolean => {
  const value = normaliseStatus(status);
  return !SIGNED.includes(value) && !CLOSED.includes(value);
};

/** Status icon colour: expired and cancelled are red, signed and completed green, the rest amber. */
export function contractStatusTone(status: string | null | undefined): StatusTone {
  const value = normaliseStatus(status);
  if (CLOSED.includes(value)) return 'danger';
  if (SIGNED.includes(value)) return 'success';
  return 'warning';
}

export const countSignedContracts = (contracts: readonly { status?: string | null }[]): number =>
  contracts.filter((contract) => isSignedContract(contract.status)).length;
