import type { PaymentPreference } from '@app/contracts/dashboard-api';
import { paymentMethodIdSchema, paymentMethodStorageKey, type PaymentMethodId } from '@app/contracts/payment-methods';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/api-client';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';

function readStored(userId: string | undefined): PaymentMethodId | null {
  if (!userId) return null;
  try {
    const parsed = paymentMethodIdSchema.safeParse(window.localStorage.getItem(paymentMethodStorageKey(userId)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // Storage disabled by the browser.
  }
}

function writeStored(userId: string, method: PaymentMethodId): void {
  try {
    window.localStorage.setItem(paymentMethodStorageKey(userId), method);
  } catch {
    // Storage disabled: the server copy still holds the preference.
  }
}

/**
 * The author's preferred payment method: kept in the browser under payment_method_{userId} (spec)
 * and on the server, so it follows the author to other devices. The server's copy wins once loaded.
 */
export function usePaymentPreference() {
  const { user } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const query = useQuery({ ...dashboardQueries.paymentMethod(userId), enabled: Boolean(userId) });
  const serverMethod = query.data?.method ?? null;

  useEffect(() => {
    if (userId && serverMethod) writeStored(userId, serverMethod);
  }, [userId, serverMethod]);

  const save = useMutation({
    mutationFn: (method: PaymentMethodId) =>
      apiFetch<PaymentPreference>('/api/me/payment-method', { method: 'PUT', body: { method } }),
    onSuccess: (saved) => {
      if (userId && saved.method) writeStored(userId, saved.method);
      queryClient.setQueryData(dashboardQueries.paymentMethod(userId).queryKey, saved);
    },
  });

  return { method: serverMethod ?? readStored(userId), isLoading: query.isPending && Boolean(userId), save };
}
