import { useAuth } from '../auth/auth-provider';

/** Admins change everything; the support role reads and updates project progress (the server enforces it). */
export function useIsAdmin(): boolean {
  const { user } = useAuth();
  return Boolean(user?.roles.includes('admin'));
}
