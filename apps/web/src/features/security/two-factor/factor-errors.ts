import { IdentityError } from '../../auth/identity/identity-client';
import { SECOND_FACTOR_REQUIRED } from '../../auth/two-factor';

/** The identity service's factor messages, said the way the Security page speaks. */
const MESSAGES: Record<string, string> = {
  'Invalid TOTP code entered': "That code didn't match. Enter the code your authenticator app shows now.",
  'MFA challenge expired': 'That took too long. Please enter the current code again.',
  'Factor not found': 'This authenticator is no longer set up. Please reload the page.',
  [SECOND_FACTOR_REQUIRED]: 'Confirm with a code from your authenticator app first.',
};

export function factorErrorText(error: unknown): string {
  if (!(error instanceof IdentityError)) return 'Unable to reach the sign-in service. Please try again.';
  return MESSAGES[error.message] ?? error.message;
}
