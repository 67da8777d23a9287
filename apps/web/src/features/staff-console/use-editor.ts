import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useStaffMutation } from './use-staff-mutation';

/**
 * The state of an EditorDialog bound to a form: open/closed, and a submit that validates, saves,
 * puts the server's field messages under their fields and closes the dialog once saved.
 */
export function useEditor<TFields extends FieldValues, TContext, TValues>(
  form: UseFormReturn<TFields, TContext, TValues>,
  options: { save: (values: TValues) => Promise<unknown>; success: string },
) {
  const [open, setOpen] = useState(false);
  const save = useStaffMutation<TValues, unknown, TFields>({
    mutationFn: options.save,
    success: options.success,
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  return {
    open,
    onOpenChange: setOpen,
    onSubmit: form.handleSubmit((values) => save.mutate(values)),
    saving: save.isPending,
  };
}
