import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { apiFetch, setAccessTokenSource } from '../../lib/api-client';
import { showNotice, type Navigation, type Notice } from '../../lib/navigation';
import { nextPageValue } from '../../lib/next-page-value';
import { toast } from '../../lib/toast';
import { clearQueryCache } from '../../lib/query-cache';
import { parseLinkHash } from '../identity-widget/link-hash';
import {
  assertOpenAction,
  type IdentityModalProps,
  type ModalRequest,
  type OpenAction,
} from '../identity-widget/modal-props';
import type { IdentityClient } from './identity/identity-client';
import type * as IdentityAccountModule from './identity/identity-account';
import type { IdentityAccount } from './identity/identity-account';
import type { IdentitySession } from './identity/session-store';
import { resolveIdentityUrl, SESSION_STORAGE_KEY, storeSiteUrl } from './identity/site-url';
import { newcomer } from './newcomer';
import { resolveReturnPath, takeReturnPath } from './return-path';
import type { AppUser, AuthContextValue, AuthStatus, OpenModalOptions, WidgetPage } from './types';
import { toAppUser } from './user-view';

export const AUTH_MESSAGES = {
  loggedIn: 'Logged in successfully',
  signedUp: 'Welcome! Your account is ready.',
  loggedOut: 'Logged out successfully',
  syncFailed: 'Failed to sync author profile.',
  identityUnavailable: 'Identity service unavailable. Please try again later.',
  secondFactorRequired: 'Two-factor authentication is now on for your account. Please log in again with your code.',
} as const;

/** The dashboard sends signed-out visitors to / (DashboardLayout): prompts wait for that page. */
const DASHBOARD_PATH = /^\/dashboard(\/|$)/;
const secondFactorPrompt = nextPageValue('second-factor-prompt');

const AuthContext = createContext<AuthContextValue | null>(null);
const IdentityContext = createContext<IdentityAccount | null>(null);

export type { IdentityAccount } from './identity/identity-account';

/** The module that builds the identity client and session: given at start (the dashboard) or loaded when needed. */
export type IdentityModule = typeof IdentityAccountModule;

interface LoadedIdentity {
  account: IdentityAccount;
  identity: IdentityModule;
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Lets the session send people to /dashboard after login and to / after logout. */
  navigation: Pick<Navigation, 'navigate'>;
  /** The identity service's base URL; without it, local hosts ask for the site's URL (development settings). */
  identityUrl?: string;
  /** The site's locale for the identity modal; without it the browser's language decides. */
  locale?: string;
  /**
   * The identity client and session module, to build them at once (the dashboard). Without it they
   * load when needed: a stored session, a link in the URL, a login in another tab or the modal.
   */
  identityModule?: IdentityModule;
}

function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** Whether this page needs the session now: one is stored, or a link or a second-factor prompt waits. */
function sessionNeeded(storage: Storage | null): boolean {
  try {
    if (storage?.getItem(SESSION_STORAGE_KEY)) return true;
  } catch {
    // Storage off: nothing stored.
  }
  return parseLinkHash(window.location.hash) !== null;
}

/** The control that has the focus (the one asking for the modal): it gets it back on close. */
function focusedControl(): HTMLElement | null {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

function userOf(session: IdentitySession | null): AppUser | null {
  return session ? toAppUser(session) : null;
}

/**
 * The app session: who is signed in (loading → signed in / signed out), a fresh access token for
 * the data API, and the identity modal, loaded only when first needed.
 */
export function AuthProvider({ children, navigation, identityUrl, locale, identityModule }: AuthProviderProps) {
  const [identity] = useState(() => resolveIdentityUrl(identityUrl, browserStorage()));
  const [loaded, setLoaded] = useState<LoadedIdentity | null>(() =>
    identityModule ? { account: identityModule.createIdentityAccount(identity.apiUrl), identity: identityModule } : null,
  );
  const account = loaded?.account ?? null;
  const loading = useRef<Promise<LoadedIdentity> | null>(loaded ? Promise.resolve(loaded) : null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<AppUser | null>(null);
  const [Modal, setModal] = useState<ComponentType<IdentityModalProps> | null>(null);
  const [request, setRequest] = useState<ModalRequest | null>(null);
  const requestId = useRef(0);
  const returnTo = useRef<string | undefined>(undefined);

  const loadIdentity = useCallback(() => {
    loading.current ??= import('./identity/identity-account').then(
      (module) => {
        const next = { account: module.createIdentityAccount(identity.apiUrl), identity: module };
        setLoaded(next);
        return next;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [identity.apiUrl]);

  const loadModal = useCallback(() => {
    Promise.all([import('../identity-widget/identity-modal'), loadIdentity()])
      .then(([module]) => setModal(() => module.IdentityModal))
      .catch(() => toast.error(AUTH_MESSAGES.identityUnavailable));
  }, [loadIdentity]);

  const requestModal = useCallback(
    (
      next: { open: OpenAction; opener?: HTMLElement | null } | { link: NonNullable<ReturnType<typeof parseLinkHash>> },
    ) => {
      requestId.current += 1;
      setRequest({ id: requestId.current, ...next });
      loadModal();
    },
    [loadModal],
  );

  // Until the session is needed, a public page's visitor is signed out.
  useEffect(() => {
    if (loaded) return;
    const storage = browserStorage();
    const load = () => void loadIdentity().catch(() => setStatus('signed-out'));
    if (sessionNeeded(storage)) {
      load();
      return;
    }
    setStatus('signed-out');
    if (secondFactorPrompt.take() === 'pending') {
      toast.info(AUTH_MESSAGES.secondFactorRequired);
      requestModal({ open: 'login' });
    }
    // Another tab signs in, or a link opens in this one.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === storage && event.key === SESSION_STORAGE_KEY && event.newValue) load();
    };
    const onHash = () => {
      if (parseLinkHash(window.location.hash)) load();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('hashchange', onHash);
    };
  }, [loaded, loadIdentity, requestModal]);

  useEffect(() => {
    if (!loaded) return;
    const { store } = loaded.account;
    const apply = (session: IdentitySession | null) => {
      setUser(userOf(session));
      setStatus(session ? 'signed-in' : 'signed-out');
    };
    const unsubscribe = store.subscribe((session, change) => {
      if (change === 'signed-out') clearQueryCache();
      apply(session);
    });
    const stopSync = store.syncAcrossTabs(window);
    setAccessTokenSource(async () => (store.current() ? store.jwt() : null));
    apply(store.current());
    const askForSecondFactorLogin = () => {
      toast.info(AUTH_MESSAGES.secondFactorRequired);
      requestModal({ open: 'login' });
    };
    if (secondFactorPrompt.take() === 'pending' && !store.current()) askForSecondFactorLogin();
    // A stored session may belong to a deleted user or a revoked login: check it once at start.
    // One from before the account's second factor was turned on has not proved it: it ends, and
    // logging in again asks for the code (on the next page when the dashboard sends the visitor to /).
    void loaded.identity.endUnprovenSession(store).then((ended) => {
      if (!ended) return;
      if (DASHBOARD_PATH.test(window.location.pathname)) secondFactorPrompt.put('pending');
      else askForSecondFactorLogin();
    });

    // Links are read on load, and again when one is opened in a tab already showing the site.
    const readHash = () => {
      const link = parseLinkHash(window.location.hash);
      if (link) requestModal({ link });
    };
    readHash();
    window.addEventListener('hashchange', readHash);
    return () => {
      unsubscribe();
      stopSync();
      window.removeEventListener('hashchange', readHash);
    };
  }, [loaded, requestModal]);

  const onAuthenticated = useCallback(
    async (event: 'login' | 'signup') => {
      clearQueryCache();
      const page = () => window.location.pathname + window.location.search;
      const signedInOn = page();
      let notice: Notice = {
        type: 'success',
        message: event === 'signup' ? AUTH_MESSAGES.signedUp : AUTH_MESSAGES.loggedIn,
      };
      try {
        // The server finds or creates the author for this identity (spec "Author sync").
        await apiFetch('/api/me/profile');
      } catch {
        // One notice shows at a time: the failure is the one the next page shows.
        notice = { type: 'error', message: AUTH_MESSAGES.syncFailed };
      }
      const newUser = event === 'signup' ? (account?.store.current() ?? null) : null;
      if (newUser) newcomer.put(newUser.id);
      const target = resolveReturnPath(returnTo.current, takeReturnPath());
      returnTo.current = undefined;
      // Signed in, the app was theirs while the profile synced: whoever opened another page
      // meanwhile stays on it instead of being taken back.
      if (page() !== signedInOn) showNotice(notice);
      else navigation.navigate(target, { notice });
    },
    [navigation, account],
  );

  const onLoggedOut = useCallback(() => {
    navigation.navigate('/', { notice: { type: 'success', message: AUTH_MESSAGES.loggedOut } });
  }, [navigation]);

  const logout = useCallback(async () => {
    await account?.store.logout();
    onLoggedOut();
  }, [account, onLoggedOut]);

  const openModal = useCallback(
    (page: WidgetPage = 'login', options: OpenModalOptions = {}) => {
      assertOpenAction(page);
      returnTo.current = options.returnTo;
      requestModal({ open: page, opener: options.opener ?? focusedControl() });
    },
    [requestModal],
  );

  const onSiteUrlChange = useCallback((siteUrl: string | null) => {
    storeSiteUrl(browserStorage(), siteUrl);
    // The identity client is bound to its URL: the new one takes effect with a fresh page.
    window.location.reload();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      getAccessToken: async () => (account?.store.current() ? account.store.jwt().catch(() => null) : null),
      openModal,
      logout,
    }),
    [status, user, account, openModal, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      <IdentityContext.Provider value={account}>{children}</IdentityContext.Provider>
      {Modal && request && account && (
        <Modal
          client={account.client}
          store={account.store}
          request={request}
          locale={locale}
          developmentMode={identity.developmentMode}
          localSiteUrl={identity.localSiteUrl}
          onSiteUrlChange={onSiteUrlChange}
          onAuthenticated={(event) => void onAuthenticated(event)}
          onLoggedOut={onLoggedOut}
        />
      )}
    </AuthContext.Provider>
  );
}

/** The app session; only inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The identity client and session store of the app session; only inside an <AuthProvider> given
 * its `identityModule` (the dashboard and the staff console).
 */
export function useIdentityAccount(): IdentityAccount {
  const account = useContext(IdentityContext);
  if (!account) throw new Error('useIdentityAccount must be used inside <AuthProvider identityModule>');
  return account;
}

/** The identity service client of the session, for account screens (sessions, factors). */
export function useIdentityClient(): IdentityClient {
  return useIdentityAccount().client;
}
