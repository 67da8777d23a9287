import { I18nextProvider, useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-provider';
import type { AppUser, WidgetPage } from '../auth/types';
import { useWidgetI18n } from './use-widget-i18n';

export interface WidgetMenuProps {
  /** button: one link; list: Sign up and Log in, or who is logged in and Log out. */
  mode?: 'button' | 'list';
  /** Replaces 'Log in' / 'Log out' in button mode. */
  text?: string;
  locale?: string;
}

interface WidgetMenuViewProps extends Omit<WidgetMenuProps, 'locale'> {
  user: AppUser | null;
  onOpen(page: WidgetPage): void;
}

const linkClasses =
  'font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ink';

/**
 * The standalone menu. Log out opens the user page (login shows it to a signed-in person), where
 * the person confirms; it never logs out directly.
 */
export function WidgetMenuView({ mode = 'button', text, user, onOpen }: WidgetMenuViewProps) {
  const { t } = useTranslation();
  if (mode === 'button') {
    return (
      <button type="button" className={linkClasses} onClick={() => onOpen('login')}>
        {text ?? t(user ? 'log_out' : 'log_in')}
      </button>
    );
  }
  if (!user) {
    return (
      <ul className="flex gap-4">
        <li>
          <button type="button" className={linkClasses} onClick={() => onOpen('signup')}>
            {t('sign_up')}
          </button>
        </li>
        <li>
          <button type="button" className={linkClasses} onClick={() => onOpen('login')}>
            {t('log_in')}
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul className="flex gap-4">
      <li>
        {t('logged_in_as')} <strong>{user.fullName ?? user.email}</strong>
      </li>
      <li>
        <button type="button" className={linkClasses} onClick={() => onOpen('login')}>
          {t('log_out')}
        </button>
      </li>
    </ul>
  );
}

/** The standalone menu bound to the app session. */
export function WidgetMenu({ locale, ...props }: WidgetMenuProps) {
  const { user, openModal } = useAuth();
  const i18n = useWidgetI18n(locale);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <WidgetMenuView {...props} user={user} onOpen={(page) => openModal(page)} />
    </I18nextProvider>
  );
}
