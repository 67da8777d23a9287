import { IdentityError } from '../identity/identity-client';

/** The existing-author helper's messages and how long each stays on screen (spec §8, decision 23). */
export const PASSWORD_HELP = {
  noAuthor: {
    kind: 'error',
    text: 'No account found with this email address. Please contact support.',
    duration: 6000,
  },
  created: { kind: 'info', text: 'Account created! Check your email for confirmation link.', duration: 5000 },
  alreadyRegistered: {
    kind: 'info',
    text: "Account found! Please use the 'Forgot password?' link in the Login modal to reset your password.",
    duration: 6000,
  },
  otherIdentityError: {
    kind: 'info',
    text: "Please click 'Manage Password' above, then use 'Forgot password?' in the modal that appears.",
    duration: 8000,
  },
  unexpected: {
    kind: 'error',
    text: 'Unable to process request. Please try again or contact support.',
    duration: 6000,
  },
} as const;

export type PasswordHelpOutcome = (typeof PASSWORD_HELP)[keyof typeof PASSWORD_HELP];

export interface PasswordHelpDeps {
  /** Whether an author profile exists for this email. */
  authorExists(email: string): Promise<boolean>;
  /** Creates the identity account (the service mails a confirmation link). */
  signup(email: string, password: string): Promise<unknown>;
  /** A throwaway password: the author sets their own through 'Forgot password?'. */
  randomPassword(): string;
}

/** An existing author without an identity account gets one; everyone else is told where to go next. */
export async function runPasswordHelp(email: string, deps: PasswordHelpDeps): Promise<PasswordHelpOutcome> {
  let exists: boolean;
  try {
    exists = await deps.authorExists(email);
  } catch {
    return PASSWORD_HELP.unexpected;
  }
  if (!exists) return PASSWORD_HELP.noAuthor;
  try {
    await deps.signup(email, deps.randomPassword());
    return PASSWORD_HELP.created;
  } catch (error) {
    if (!(error instanceof IdentityError)) return PASSWORD_HELP.unexpected;
    return /already (been )?registered/i.test(error.message)
      ? PASSWORD_HELP.alreadyRegistered
      : PASSWORD_HELP.otherIdentityError;
  }
}

export function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes));
}
