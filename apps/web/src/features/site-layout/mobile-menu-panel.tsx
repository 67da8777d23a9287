import { Link, useNavigation } from '../../lib/navigation';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../auth/auth-provider';
import { navGroups, primaryLinks } from './nav-links';

const itemClasses =
  'block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink';

interface MobileMenuPanelProps {
  id: string;
  close: () => void;
  /** Opens the identity modal in place of the menu. */
  openIdentity: (tab: 'login' | 'signup') => void;
}

/** The open mobile menu: every page, then the account actions. */
export function MobileMenuPanel({ id, close, openIdentity }: MobileMenuPanelProps) {
  const { navigate } = useNavigation();
  const { status, logout } = useAuth();
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-6.5rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pb-6 shadow-lg"
    >
      <ul className="py-2">
        <li>
          <Link to="/" onClick={close} className={itemClasses}>
            Home
          </Link>
        </li>
        {navGroups.map((group) => (
          <li key={group.id} className="mt-2">
            <p className="px-3 pt-2 text-xs font-bold tracking-wider text-slate-600 uppercase">{group.label}</p>
            <ul>
              {[group.overview, ...group.links].map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className={itemClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={close} className={itemClasses}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/cart" onClick={close} className={itemClasses}>
            Cart
          </Link>
        </li>
      </ul>
      <div className="flex gap-2 border-t border-slate-200 pt-4">
        {status === 'signed-in' ? (
          <>
            <button
              type="button"
              className={buttonClasses('default', 'md', 'flex-1')}
              onClick={() => navigate('/dashboard')}
            >
              Dashboard
            </button>
            <button type="button" className={buttonClasses('outline', 'md', 'flex-1')} onClick={() => void logout()}>
              Logout
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={buttonClasses('default', 'md', 'flex-1')}
              onClick={() => openIdentity('login')}
            >
              Login
            </button>
            <button
              type="button"
              className={buttonClasses('outline', 'md', 'flex-1')}
              onClick={() => openIdentity('signup')}
            >
              Sign Up
            </button>
          </>
        )}
      </div>
    </nav>
  );
}
