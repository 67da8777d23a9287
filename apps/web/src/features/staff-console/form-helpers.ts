/** register() options for a number input: blank is null (the schema then says what is missing). */
export const asNumber = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) };

/** register() options for an optional text input whose blank means "none". */
export const asOptionalText = { setValueAs: (value: unknown) => (value === '' ? null : value) };

/** A form's error for a field path, as FormField shows it. */
export function fieldError(errors: Record<string, unknown>, path: string): string | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
}
