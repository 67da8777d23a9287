import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodedBy } from './components/coded-by';
import { FlashMessage } from './components/flash-message';
import { MagicLinkOffer } from './components/magic-link-offer';
import { enabledProviders, ProviderButtons } from './components/provider-buttons';
import { SecondFactorForm } from './components/second-factor-form';
import { SiteUrlForm } from './components/site-url-form';
import { UserPage } from './components/user-page';
import { WidgetForm, type WidgetFormValues } from './components/widget-form';
import { WidgetHeader } from './components/widget-header';
import { ErrorBoundary } from './error-fallback';
import { translateError } from './i18n';
import type { IdentityModalProps } from './modal-props';
import { FORM_PAGES, isFormPage } from './pages';
import { createWidgetActions, type WidgetActions } from './widget-actions';
import { initialWidgetState, widgetReducer, type WidgetAction, type WidgetState } from './widget-state';

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The active page's first field, else the dialog itself: where the focus goes when a page shows. */
function focusActivePage(dialog: HTMLElement | null): void {
  const field = dialog?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea');
  (field ?? dialog)?.focus();
}

/** Removes the hash a link left behind so a reload does not replay it. */
function clearHash(): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** The identity modal: reducer state, the request handling and the dialog shell. */
export function WidgetDialog(props: IdentityModalProps) {
  const { client, store, request, developmentMode = false, logo = true } = props;
  const { t, i18n } = useTranslation();
  const [state, rawDispatch] = useReducer(widgetReducer, store.current(), initialWidgetState);
  // Actions read the state right after dispatching, before React renders again.
  const stateRef = useRef<WidgetState>(state);
  const callbacks = useLatest(props);

  const actions = useMemo<WidgetActions>(() => {
    const dispatch = (action: WidgetAction) => {
      stateRef.current = widgetReducer(stateRef.current, action);
      rawDispatch(action);
    };
    return createWidgetActions({
      client,
      store,
      dispatch,
      getState: () => stateRef.current,
      onAuthenticated: (event) => callbacks.current.onAuthenticated(event),
      onLoggedOut: () => callbacks.current.onLoggedOut(),
      redirect: (url) => window.location.assign(url),
    });
  }, [client, store, callbacks]);

  useEffect(() => {
    void actions.loadSettings();
    return store.subscribe((session) => actions.setUser(session));
  }, [actions, store]);

  const handledRequest = useRef<number | null>(null);
  useEffect(() => {
    if (handledRequest.current === request.id) return;
    handledRequest.current = request.id;
    if ('open' in request) actions.open(request.open);
    else {
      clearHash();
      void actions.handleLink(request.link);
    }
  }, [request, actions]);

  // The open dialog's page changed: its first field takes the focus (opening is onOpenAutoFocus's).
  const dialogRef = useRef<HTMLDivElement>(null);
  const { page, isOpen } = state.modal;
  useEffect(() => {
    if (isOpen) focusActivePage(dialogRef.current);
  }, [page, isOpen]);

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(open) => !open && actions.close()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="identity-overlay" className="fixed inset-0 z-[99999] bg-slate-900/60" />
        <DialogPrimitive.Content
          ref={dialogRef}
          lang={i18n.language}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusActivePage(dialogRef.current);
          }}
          onCloseAutoFocus={(event) => {
            const opener = request.opener;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-[99999] max-h-[95vh] w-full -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none min-[480px]:max-w-[364px]"
        >
          <ErrorBoundary>
            <WidgetBody state={state} actions={actions} developmentMode={developmentMode} props={props} />
            {logo && <CodedBy />}
          </ErrorBoundary>
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink"
            aria-label={t('close')}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

interface WidgetBodyProps {
  state: WidgetState;
  actions: WidgetActions;
  developmentMode: boolean;
  props: IdentityModalProps;
}

const TITLES: Partial<Record<WidgetState['modal']['page'], string>> = { user: 'logged_in', mfa: 'mfa_title' };

function WidgetBody({ state, actions, developmentMode, props }: WidgetBodyProps) {
  const { t, i18n } = useTranslation();
  const { page } = state.modal;
  const settings = state.settings;
  const signupDisabled = settings?.disable_signup ?? false;
  const config = isFormPage(page) ? FORM_PAGES[page] : null;
  const title = developmentMode ? 'site_url_title' : (config?.title ?? TITLES[page] ?? null);

  const submit = (values: WidgetFormValues) => {
    switch (page) {
      case 'login':
        return void actions.login(values.email, values.password);
      case 'signup':
        return void actions.signup(values.name, values.email, values.password);
      case 'amnesia':
        return void actions.requestPasswordRecovery(values.email);
      case 'invite':
      case 'confirm_signup':
        return void actions.acceptInvite(values.password);
      case 'recovery':
        return void actions.updatePassword(values.password);
      case 'password':
        return void actions.changePassword(values.currentPassword, values.password);
    }
  };

  let content: ReactNode;
  if (developmentMode) content = <SiteUrlForm onSubmit={(url) => props.onSiteUrlChange?.(url)} />;
  else if (page === 'message' && state.message) content = <FlashMessage message={state.message} />;
  else if (page === 'user' && state.user)
    content = (
      <UserPage
        user={state.user}
        saving={state.saving}
        notice={state.message === 'password_changed' && <FlashMessage message={state.message} />}
        onChangePassword={() => actions.navigate('password')}
        onLogout={() => void actions.logout()}
      />
    );
  else if (page === 'mfa' && state.secondFactor)
    content = <SecondFactorForm saving={state.saving} onSubmit={(code) => void actions.verifySecondFactor(code)} />;
  else if (page === 'signup' && signupDisabled) content = <FlashMessage message="signup_disabled" />;
  else if (config) {
    const showProviders = config.providers && !(page === 'signup' && signupDisabled);
    content = (
      <>
        <WidgetForm
          key={page}
          config={config}
          saving={state.saving}
          passwordMinLength={settings?.password_min_length}
          onSubmit={submit}
        />
        {showProviders && (
          <ProviderButtons
            providers={enabledProviders(settings)}
            disabled={state.saving}
            onSelect={actions.externalLogin}
          />
        )}
        {config.link && settings && (
          <p className="mt-4 text-center">
            <button
              type="button"
              onClick={() => actions.navigate(config.link!.to)}
              className="text-sm font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ink"
            >
              {t(config.link.text)}
            </button>
          </p>
        )}
      </>
    );
  }

  // A message to a signed-in person offers neither Sign up nor Log in.
  const tabsOffered = !(page === 'message' && state.user);
  const error = state.error;
  return (
    <>
      <WidgetHeader
        page={page}
        title={title}
        showSignupTab={tabsOffered && !signupDisabled && settings !== null}
        showLoginTab={tabsOffered && !developmentMode}
        onNavigate={actions.navigate}
      />
      {error && (
        <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {translateError(t, (key) => i18n.exists(key), error.text)}
          {error.detail && ` ${error.detail}`}
        </div>
      )}
      {page === 'login' && state.pausedEmail && (
        <MagicLinkOffer saving={state.saving} onRequest={() => void actions.requestMagicLink()} />
      )}
      {content}
      {props.localSiteUrl && (
        <p className="mt-4 text-center">
          <button
            type="button"
            onClick={() => props.onSiteUrlChange?.(null)}
            className="text-sm text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ink"
          >
            {t('site_url_link_text')}
          </button>
        </p>
      )}
    </>
  );
}
