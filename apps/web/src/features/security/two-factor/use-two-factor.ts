import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useAuth, useIdentityAccount } from '../../auth/auth-provider';
import type { TotpEnrolment } from '../../auth/identity/identity-client';
import { jwtClaims } from '../../auth/identity/jwt-claims';
import { verifiedFactor } from '../../auth/two-factor';
import { useProveFactor } from './step-up';

/**
 * The account's TOTP factor, read from the signed-in user, and the operations of the Security
 * page's card. Every change ends by updating the session, so the whole app (the chat's warning
 * too) sees the new state at once.
 */
export function useTwoFactor() {
  const { user } = useAuth();
  const { client, store } = useIdentityAccount();
  const factor = verifiedFactor(user?.raw);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const proveFactor = useProveFactor();

  const start = useMutation({
    mutationFn: async () => client.enrolTotpFactor(await store.jwt()),
    onSuccess: setEnrolment,
  });

  const confirm = useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => proveFactor(factorId, code),
    onSuccess: () => {
      setEnrolment(null);
      toast.success('Two-factor authentication is on', {
        description: 'From your next sign-in, we will ask for a code from your authenticator app.',
      });
    },
  });

  /** An enrolment left unconfirmed is removed, so no half-set-up factor stays on the account. */
  const cancel = () => {
    const pending = enrolment;
    setEnrolment(null);
    start.reset();
    confirm.reset();
    if (!pending) return;
    // Best effort: the service also replaces an unconfirmed factor at the next setup.
    void store
      .jwt()
      .then((token) => client.removeFactor(token, pending.id))
      .catch(() => undefined);
  };

  const remove = useMutation({
    /** A session that has not proved the factor yet (signed in elsewhere first) proves it with `code`. */
    mutationFn: async ({ factorId, code }: { factorId: string; code?: string }) => {
      if (code) await proveFactor(factorId, code);
      await client.removeFactor(await store.jwt(), factorId);
      await store.reloadUser();
    },
    onSuccess: () => toast.success('Two-factor authentication is off'),
  });

  const sessionToken = store.current()?.token.access_token;
  return {
    factor,
    enrolment,
    start,
    confirm,
    cancel,
    remove,
    removalNeedsCode: jwtClaims(sessionToken ?? '').aal !== 'aal2',
  };
}
