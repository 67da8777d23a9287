import type { WidgetPage } from './widget-state';

export type FormPage = 'login' | 'signup' | 'amnesia' | 'recovery' | 'invite' | 'confirm_signup' | 'password';

/** What each form page shows (reference widget's page table). */
export interface FormPageConfig {
  /** Shown as tabs (login, signup) or as a title (other pages). */
  title?: string;
  button: string;
  buttonSaving: string;
  name?: boolean;
  email?: boolean;
  password?: 'current-password' | 'new-password';
  /** A field for the current password before the new one (changing it while signed in). */
  currentPassword?: boolean;
  link?: { to: WidgetPage; text: string };
  providers: boolean;
}

export const FORM_PAGES: Record<FormPage, FormPageConfig> = {
  login: {
    button: 'log_in',
    buttonSaving: 'logging_in',
    email: true,
    password: 'current-password',
    link: { to: 'amnesia', text: 'forgot_password' },
    providers: true,
  },
  signup: {
    button: 'sign_up',
    buttonSaving: 'signing_up',
    name: true,
    email: true,
    password: 'new-password',
    providers: true,
  },
  amnesia: {
    title: 'recover_password',
    button: 'send_recovery_email',
    buttonSaving: 'sending_recovery_email',
    email: true,
    link: { to: 'login', text: 'never_mind' },
    providers: false,
  },
  recovery: {
    title: 'recover_password',
    button: 'update_password',
    buttonSaving: 'updating_password',
    password: 'new-password',
    providers: false,
  },
  invite: {
    title: 'complete_your_signup',
    button: 'sign_up',
    buttonSaving: 'signing_up',
    password: 'new-password',
    providers: true,
  },
  // The invite page for a confirmation link that needs a password; a provider cannot take its token.
  confirm_signup: {
    title: 'complete_your_signup',
    button: 'sign_up',
    buttonSaving: 'signing_up',
    password: 'new-password',
    providers: false,
  },
  // Changing the password while signed in: the current one proves it is the owner.
  password: {
    title: 'change_password',
    button: 'update_password',
    buttonSaving: 'updating_password',
    currentPassword: true,
    password: 'new-password',
    link: { to: 'user', text: 'never_mind' },
    providers: false,
  },
};

export function isFormPage(page: WidgetPage): page is FormPage {
  return page in FORM_PAGES;
}

/** The external providers the widget offers, in order, with their built-in labels (spec §9). */
export const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'gitlab', label: 'GitLab' },
  { id: 'bitbucket', label: 'BitBucket' },
  { id: 'saml', label: 'SAML' },
] as const;
