import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { staffKeys } from './staff-queries';

/** The message to show for a failed call: the server's own for client errors, a generic one otherwise. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'Your role does not allow this change';
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * A console change: calls the API, refreshes every staff query on success and shows a toast.
 * With a form's setError, the server's field messages appear under the fields they concern.
 */
export function useStaffMutation<TInput, TResult, TForm extends FieldValues = FieldValues>(options: {
  mutationFn: (input: TInput) => Promise<TResult>;
  success: string;
  setError?: UseFormSetError<TForm>;
  onSuccess?: (result: TResult) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      toast.success(options.success);
      options.onSuccess?.(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields && options.setError) {
        for (const [field, messages] of Object.entries(error.fields)) {
          options.setError(field as Path<TForm>, { type: 'server', message: messages[0] });
        }
      }
      toast.error(failureMessage(error));
    },
  });
}
