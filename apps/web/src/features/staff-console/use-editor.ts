import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useStaffMutation } from './use-staff-mutation';

/**
 * The state of an EditorDialog bound to a form: open/closed, and a submit that validates, saves,
 * puts the server's field messages under their fields and closes the dialog once saved (then `onSaved`).
 * Opening resets the form to its values, so a new record never starts from the last one typed,
 * saved or cancelled.
 */
export function useEditor<TFields extends FieldValues, TContext, TValues, TResult = unknown>(
  form: UseFormReturn<TFields, TContext, TValues>,
  options: { save: (values: TValues) => Promise<TResult>; success: string; onSaved?: (result: TResult) => void },
) {
  const [open, setOpen] = useState(false);
  const save = useStaffMutation<TValues, TResult, TFields>({
    mutationFn: options.save,
    success: options.success,
    setError: form.setError,
    onSuccess: (result) => {
      setOpen(false);
      options.onSaved?.(result);
    },
  });
  return {
    open,
    onOpenChange: (next: boolean) => {
      if (next) form.reset();
      setOpen(next);
    },
    onSubmit: form.handleSubmit((values) => save.mutate(values)),
    saving: save.isPending,
  };
}
