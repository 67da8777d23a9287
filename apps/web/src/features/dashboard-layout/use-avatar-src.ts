import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAuth } from '../auth/auth-provider';

/**
 * The author's photo as an object URL: files are served to their owner only, with the bearer
 * token, so an <img src> cannot load them directly.
 */
export function useAvatarSrc(avatarUrl: string | null | undefined): string | null {
  const { getAccessToken } = useAuth();
  const { data } = useQuery({
    queryKey: ['dashboard', 'avatar', avatarUrl ?? ''],
    enabled: Boolean(avatarUrl),
    queryFn: async () => {
      const token = await getAccessToken();
      const response = await fetch(avatarUrl!, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`Photo unavailable (${response.status})`);
      return response.blob();
    },
  });
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  return src;
}
