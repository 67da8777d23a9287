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
import { CodeField, normalizedCode } from './code-field';

interface RemoveFactorDialogProps {
  open: boolean;
  /** This session has not proved the factor: removing it takes a current code. */
  needsCode: boolean;
  removing: boolean;
  error?: string;
  onOpenChange(open: boolean): void;
  onConfirm(code?: string): void;
}

/** Asks before turning two-factor authentication off. */
export function RemoveFactorDialog({
  open,
  needsCode,
  removing,
  error,
  onOpenChange,
  onConfirm,
}: RemoveFactorDialogProps) {
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(needsCode ? normalizedCode(code) : undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCode('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Turn off two-factor authentication?</DialogTitle>
            <DialogDescription>
              Signing in will only need your password. You can set up an authenticator app again at any time.
            </DialogDescription>
          </DialogHeader>
          {needsCode && <CodeField value={code} onChange={setCode} error={error} />}
          {!needsCode && error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={removing}>
              Keep it on
            </Button>
            <Button type="submit" variant="destructive" disabled={removing} aria-busy={removing}>
              {removing ? 'Turning off…' : 'Turn off'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
