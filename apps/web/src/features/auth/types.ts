/** The signed-in user as the app sees it (spec: "Signed-in user view"). */
export interface AppUser {
  id: string;
  email: string;
  /** From user_metadata.full_name, else user_metadata.name. */
  fullName: string | null;
  avatarUrl: string | null;
  roles: string[];
  raw: unknown;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type WidgetPage = 'login' | 'signup';

/** What every part of the app may ask of the session (provided by AuthProvider). */
export interface AuthContextValue {
  status: AuthStatus;
  user: AppUser | null;
  /** A valid access token (refreshed when within 60 s of expiry), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Opens the identity modal on the login or signup page (the user page for login when signed in). */
  openModal(page?: WidgetPage, options?: OpenModalOptions): void;
  logout(): Promise<void>;
}

export interface OpenModalOptions {
  /** Where to go after a successful login (an app path); else the page the person was sent away from, else /dashboard. */
  returnTo?: string;
  /** Where the focus goes when the dialog closes; else the control focused when it opened. */
  opener?: HTMLElement | null;
}
