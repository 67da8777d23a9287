import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';

interface CodeFieldProps {
  value: string;
  onChange(code: string): void;
  error?: string;
}

/** The 6-digit code of an authenticator app ("123 456" is accepted as typed). */
export function CodeField({ value, onChange, error }: CodeFieldProps) {
  return (
    <FormField label="6-digit code" error={error}>
      <Input
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{3} ?[0-9]{3}"
        maxLength={7}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-40 font-mono tracking-widest"
      />
    </FormField>
  );
}

/** The code without the spaces people copy along with it. */
export const normalizedCode = (code: string) => code.replace(/\s/g, '');
