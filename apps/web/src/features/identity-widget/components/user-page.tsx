import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { IdentityUserData } from '../../auth/identity/identity-client';
import { displayName } from '../../auth/user-view';

interface UserPageProps {
  user: IdentityUserData;
  saving: boolean;
  /** A confirmation above the rest (a new password saved). */
  notice?: ReactNode;
  onChangePassword(): void;
  onLogout(): void;
}

/** 'Logged in as' the full name, else the name, else the email; Change password and Log out. */
export function UserPage({ user, saving, notice, onChangePassword, onLogout }: UserPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      {notice}
      <p className="text-center text-slate-700">
        {t('logged_in_as')} <strong className="text-ink-dark">{displayName(user) ?? user.email}</strong>
      </p>
      <Button variant="outline" onClick={onChangePassword} disabled={saving}>
        {t('change_password')}
      </Button>
      <Button onClick={onLogout} disabled={saving} aria-busy={saving}>
        {t(saving ? 'logging_out' : 'log_out')}
      </Button>
    </div>
  );
}
