import { zodResolver } from '@hookform/resolvers/zod';
import { proofCommentAnswerSchema, type ProofComment, type ProofCommentAnswer } from '@app/contracts/production-api';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { SelectField, TextareaField } from '../bound-fields';
import { asOptionalText } from '../form-helpers';
import { useStaffMutation } from '../use-staff-mutation';

/** Staff's answer to one comment: done, or not possible with the reason the author will read. */
export function CommentAnswerForm({ projectId, comment }: { projectId: string; comment: ProofComment }) {
  const form = useForm({
    resolver: zodResolver(proofCommentAnswerSchema),
    defaultValues: { status: 'done', text: null } as ProofCommentAnswer,
  });
  const answer = useStaffMutation<ProofCommentAnswer, unknown, ProofCommentAnswer>({
    mutationFn: (body) =>
      apiFetch(`/api/staff/projects/${projectId}/proof-comments/${comment.id}`, { method: 'PATCH', body }),
    success: 'Answer saved.',
    setError: form.setError,
  });
  const notPossible = form.watch('status') === 'not_possible';
  return (
    <form
      onSubmit={form.handleSubmit((values) => answer.mutate(values))}
      className="mt-2 grid items-end gap-2 sm:grid-cols-[12rem_1fr_auto]"
      aria-label={`Answer the comment on page ${comment.page}`}
    >
      <SelectField
        form={form}
        name="status"
        label="Answer"
        options={[
          { value: 'done', label: 'Done' },
          { value: 'not_possible', label: 'Not possible because…' },
        ]}
      />
      {notPossible ? (
        <TextareaField form={form} name="text" label="Why not" rows={2} registerOptions={asOptionalText} />
      ) : (
        <span />
      )}
      <Button type="submit" size="sm" disabled={answer.isPending} className="mb-1">
        Save answer
      </Button>
    </form>
  );
}
