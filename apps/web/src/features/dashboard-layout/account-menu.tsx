import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AuthorAvatar } from './author-avatar';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink-dark outline-none data-[highlighted]:bg-slate-100';

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <AuthorAvatar avatarUrl={avatarUrl} fullName={name} email={email} className="h-10 w-10 text-sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold text-ink-dark">{name}</span>
            <span className="block truncate text-xs text-slate-600">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/dashboard')}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
            Dashboard
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
