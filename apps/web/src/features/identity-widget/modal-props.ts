import type { IdentityClient } from '../auth/identity/identity-client';
import type { SessionStore } from '../auth/identity/session-store';
import type { LinkHashAction } from './link-hash';

/** The actions the widget's open() accepts (spec §5). */
export type OpenAction = 'login' | 'signup' | 'error';

const OPEN_ACTIONS: readonly string[] = ['login', 'signup', 'error'];

/** The widget's open() accepts only login, signup or error (spec §5); checked where the app asks. */
export function assertOpenAction(action: string): asserts action is OpenAction {
  if (!OPEN_ACTIONS.includes(action)) throw new Error(`Invalid action for open: ${action}`);
}

/**
 * Each request has a new id, so asking twice for the same page opens the modal twice. An open
 * request names the control that asked for it: the focus goes back there when the modal closes.
 */
export type ModalRequest =
  | { id: number; open: OpenAction; opener?: HTMLElement | null }
  | { id: number; link: LinkHashAction; opener?: undefined };

/** How the app session drives the (lazily loaded) identity modal. */
export interface IdentityModalProps {
  client: IdentityClient;
  store: SessionStore;
  request: ModalRequest;
  /** The site's locale setting; without it the browser's language decides. */
  locale?: string;
  /** A local server with no identity URL and no site URL yet: the modal asks for the site's URL. */
  developmentMode?: boolean;
  /** On a local server, the live site's URL the developer entered (offers 'Clear localhost URL'). */
  localSiteUrl?: string | null;
  /** Stores (or with null, clears) the developer's site URL. */
  onSiteUrlChange?: (siteUrl: string | null) => void;
  /** Shows the 'Coded by' callout (default on). */
  logo?: boolean;
  /** A login, signup, confirmation, invite or external login ended signed in. */
  onAuthenticated(event: 'login' | 'signup'): void;
  onLoggedOut(): void;
}
