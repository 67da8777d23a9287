import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export type FreshProofKind = 'password' | 'code';

/** The request fields carrying the proof: the server refuses the kind it does not expect. */
export const freshProofBody = (kind: FreshProofKind, secret: string) =>
  kind === 'code' ? { code: secret } : { password: secret };

/**
 * The fresh proof of identity an important act asks for (signing an agreement, a tax form): the
 * password again, or the authenticator code for an account with a second factor. The server's
 * message for a wrong one replaces the hint.
 */
export function FreshProofField({
  id,
  kind,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  kind: FreshProofKind;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const usesCode = kind === 'code';
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{usesCode ? 'Authenticator code' : 'Your password'}</Label>
      <Input
        id={id}
        type={usesCode ? 'text' : 'password'}
        inputMode={usesCode ? 'numeric' : undefined}
        autoComplete={usesCode ? 'one-time-code' : 'current-password'}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={error ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'}>
        {error ?? (usesCode ? 'The 6-digit code confirms it is you.' : 'Your password confirms it is you.')}
      </p>
    </div>
  );
}
