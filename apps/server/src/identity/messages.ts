/**
 * Every message the identity service answers with, as `msg` or `error_description` (GoTrue's
 * wording). The login widget uses each one as a translation key (decisions.md 24), so the error
 * helpers accept only these types: a new message must be added here, and the widget's locale
 * test then asks for its translations.
 */
export const IDENTITY_MESSAGES = [
  // Tokens and sessions
  'This endpoint requires a Bearer token',
  'Invalid token: token is expired',
  'Invalid token: signature is invalid',
  'Invalid token: user is banned',
  'Invalid token: session has ended',
  'Invalid token: no session',
  "Token audience doesn't match request audience",
  'Invalid Refresh Token',
  'Refresh token expired',
  'refresh_token required',
  'Session not found',
  // Sign-in and sign-up
  'No user found with that email, or password invalid.',
  'Email not confirmed',
  'Signups not allowed for this instance',
  'Signup requires a valid password',
  'A user with this email address has already been registered',
  'Email address already registered by another user',
  'An email address is required',
  'Unable to validate email address: invalid format',
  'This password is too common. Please choose a less predictable password',
  'User not found',
  // Confirmation, recovery, invitation and email-change links
  'Verify requires a token',
  'Verify requires a verification type',
  'Confirmation token expired',
  'Recovery token expired',
  'Email change token expired',
  "Email Change Token didn't match token on file",
  'Invited users must specify a password',
  'Set a password to finish your signup',
  'Sign-in link expired',
  'Sign-in requires an email',
  'Resend requires a valid type',
  'Resend requires an email',
  'Password recovery requires an email',
  // External login (returned in the redirect's hash) and its OAuth state
  'User is banned',
  'Invite token is no longer valid',
  'Invited email does not match emails from external provider',
  'No email address was returned by the external provider',
  'Authorization code missing',
  'OAuth state parameter missing',
  'OAuth state is invalid: expired or tampered',
  'OAuth state is invalid: started in another browser',
  // Second factor
  'This action requires two-factor authentication',
  'Factor not found',
  'MFA challenge not found',
  'MFA challenge expired',
  'Invalid TOTP code entered',
  'This authenticator can no longer be checked. Ask support to turn two-factor authentication off, then set it up again.',
  // Admin API
  'Invalid admin user',
  'User not allowed',
  'user_id must be an UUID',
  'Updating app_metadata requires admin privileges',
  // Limits and failures
  'Rate limit exceeded',
  'Rate limit exceeded, try again later',
  'Internal server error',
  'Service temporarily unavailable',
  'Not Found',
] as const;

/** The request-body names of GoTrue's `Could not read <name> params: <detail>` messages. */
export const BODY_PARAMS_NAMES = ['Signup', 'verification', 'resend', 'User Update', 'factor', 'Invite'] as const;
export type BodyParamsName = (typeof BODY_PARAMS_NAMES)[number];

/**
 * Messages followed by `: <detail>`, where the detail comes from the request or an external
 * provider. The widget translates the prefix and shows the detail as sent.
 */
export const IDENTITY_MESSAGE_PREFIXES = [
  ...BODY_PARAMS_NAMES.map((name) => `Could not read ${name} params` as const),
  'Could not decode admin user params',
  'Bad Pagination Parameters',
  'Bad Sort Parameters',
  'Unsupported provider',
  'Unable to exchange external code',
  'Error getting user profile from external provider',
] as const;

/** Messages that carry a number; the widget's keys hold `{{length}}` in its place. */
export const passwordTooShort = (minLength: number) =>
  `Password must be at least ${minLength} characters long` as const;
export const passwordTooLong = (maxLength: number) => `Password must be at most ${maxLength} characters long` as const;
/** A sign-in paused after repeated failures; the widget's keys hold `{{count}}`, with plural forms. */
export const loginPaused = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.` as const;

export type IdentityMessage =
  | (typeof IDENTITY_MESSAGES)[number]
  | `${(typeof IDENTITY_MESSAGE_PREFIXES)[number]}: ${string}`
  | ReturnType<typeof passwordTooShort>
  | ReturnType<typeof passwordTooLong>
  | ReturnType<typeof loginPaused>;
