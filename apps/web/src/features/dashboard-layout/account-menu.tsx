import { LayoutDashboard, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { initials } from '@app/contracts/initials';
import { Menu } from '../../components/ui/menu';
import { AuthorAvatar } from './author-avatar';

const iconClasses = 'h-4 w-4';

/** The top bar's account menu: the author's name, Dashboard and Logout. */
export function AccountMenu({
  name,
  email,
  avatarUrl,
  onLogout,
}: {
  name: string;
  email: string;
  avatarUrl: string | null;
  onLogout: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Menu
      // The name holds the initials the avatar shows, so a person can say what they see.
      triggerLabel={`Account menu for ${name}, ${initials({ fullName: name, email })}`}
      triggerClassName="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      trigger={<AuthorAvatar avatarUrl={avatarUrl} fullName={name} email={email} className="h-10 w-10 text-sm" />}
      header={
        <>
          <span className="block font-semibold text-ink-dark">{name}</span>
          <span className="block max-w-56 truncate text-xs text-slate-600">{email}</span>
        </>
      }
      items={[
        {
          label: 'Dashboard',
          icon: <LayoutDashboard aria-hidden="true" className={iconClasses} />,
          onSelect: () => navigate('/dashboard'),
        },
        { label: 'Logout', icon: <LogOut aria-hidden="true" className={iconClasses} />, onSelect: onLogout },
      ]}
    />
  );
}
