import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useAuth, useIdentityAccount } from '../../auth/auth-provider';
import { needsSecondFactor, verifiedFactor } from '../../auth/two-factor';
import { CodeField, normalizedCode } from './code-field';
import { factorErrorText } from './factor-errors';

/** Raises this browser's session to aal2 with a code of the account's factor; the session takes the new tokens. */
export function useProveFactor() {
  const { client, store } = useIdentityAccount();
  return async (factorId: string, code: string) => {
    const { user, ...tokens } = await client.verifyFactor(await store.jwt(), factorId, code);
    store.upgrade(tokens, user);
  };
}

/**
 * For actions the identity service lets only a session that proved the second factor make:
 * `handle(error, retry)` answers its refusal by asking for the code, then runs `retry`. Any other
 * failure is left to the caller (`handle` returns false).
 */
export function useStepUp() {
  const { user } = useAuth();
  const proveFactor = useProveFactor();
  const factor = verifiedFactor(user?.raw);
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const [proving, setProving] = useState(false);
  const [error, setError] = useState<string>();

  const handle = (failure: unknown, again: () => void): boolean => {
    if (!factor || !needsSecondFactor(failure)) return false;
    setError(undefined);
    setRetry(() => again);
    return true;
  };

  const confirm = async (code: string) => {
    if (!factor || !retry) return;
    setProving(true);
    try {
      await proveFactor(factor.id, code);
      setRetry(null);
      retry();
    } catch (failure) {
      setError(factorErrorText(failure));
    } finally {
      setProving(false);
    }
  };

  return {
    handle,
    dialog: {
      open: retry !== null,
      proving,
      error,
      onConfirm: (code: string) => void confirm(code),
      onCancel: () => setRetry(null),
    },
  };
}

interface StepUpDialogProps {
  open: boolean;
  proving: boolean;
  error?: string;
  onConfirm(code: string): void;
  onCancel(): void;
}

/** Asks for the authenticator app's code before an action that takes it. */
export function StepUpDialog({ open, onCancel, ...form }: StepUpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <StepUpForm {...form} onCancel={onCancel} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so each prompt starts with an empty field. */
function StepUpForm({ proving, error, onConfirm, onCancel }: Omit<StepUpDialogProps, 'open'>) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(normalizedCode(code));
  };
  return (
    <form onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Confirm it’s you</DialogTitle>
        <DialogDescription>
          Your account is protected by two-factor authentication: enter the code of your authenticator app to continue.
        </DialogDescription>
      </DialogHeader>
      <CodeField value={code} onChange={setCode} error={error} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={proving}>
          Cancel
        </Button>
        <Button type="submit" disabled={proving} aria-busy={proving}>
          {proving ? 'Checking…' : 'Continue'}
        </Button>
      </DialogFooter>
    </form>
  );
}
