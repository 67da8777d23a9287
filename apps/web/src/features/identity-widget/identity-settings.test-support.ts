import type { IdentitySettings } from '../auth/identity/identity-client';

/** The identity service's settings with sign-in by email and password only, signup open. */
export const emailOnlySettings: IdentitySettings = {
  external: {
    google: false,
    github: false,
    gitlab: false,
    bitbucket: false,
    facebook: false,
    email: true,
    saml: false,
  },
  external_labels: {},
  disable_signup: false,
  autoconfirm: false,
};
