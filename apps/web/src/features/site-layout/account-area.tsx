import { initials } from '@app/contracts/initials';
import { useNavigation } from '../../lib/navigation';
import { buttonClasses } from '../../components/ui/button';
import { Menu } from '../../components/ui/menu';
import { useAuth } from '../auth/auth-provider';

/**
 * Signed out: a Login dropdown (Login, Sign Up). Signed in: a Dashboard button and an avatar with
 * initials whose menu offers Dashboard and Logout. While the session loads, a same-size
 * placeholder keeps the header from shifting.
 */
export function AccountArea() {
  const { status, user, openModal, logout } = useAuth();
  const { navigate } = useNavigation();

  if (status === 'loading') return <div aria-hidden="true" className="h-10 w-24" />;

  if (status === 'signed-out' || !user) {
    return (
      <Menu
        trigger="Login"
        triggerClassName={buttonClasses('default', 'sm', 'h-10')}
        items={[
          { label: 'Login', onSelect: () => openModal('login') },
          { label: 'Sign Up', onSelect: () => openModal('signup') },
        ]}
      />
    );
  }

  return (
    <div className="flex items-center gap-2">
      <button type="button" className={buttonClasses('default', 'sm', 'h-10')} onClick={() => navigate('/dashboard')}>
        Dashboard
      </button>
      <Menu
        triggerLabel={`Account menu for ${user.fullName ?? user.email}, ${initials(user)}`}
        triggerClassName="flex h-10 w-10 items-center justify-center rounded-full bg-gold text-sm font-bold text-ink-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        trigger={<span aria-hidden="true">{initials(user)}</span>}
        items={[
          { label: 'Dashboard', onSelect: () => navigate('/dashboard') },
          { label: 'Logout', onSelect: () => void logout() },
        ]}
      />
    </div>
  );
}
