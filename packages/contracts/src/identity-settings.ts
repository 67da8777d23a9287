/**
 * What the identity service's GET /settings answers (GoTrue's wire contract): the sign-in methods
 * on offer, so that a client draws only those.
 */
export interface IdentitySettings {
  /** Each sign-in provider, on or off (`email` is password sign-in). */
  external: Record<string, boolean>;
  /** A provider's own button label, where one is configured. */
  external_labels: Record<string, string>;
  disable_signup: boolean;
  autoconfirm: boolean;
  /** Our service's shortest accepted password (not in GoTrue's settings). */
  password_min_length?: number;
}
