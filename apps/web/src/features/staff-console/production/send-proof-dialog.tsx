import { zodResolver } from '@hookform/resolvers/zod';
import { addDaysToCalendarDay, toCalendarDay } from '@app/contracts/dates';
import {
  PROOF_CONTENT_TYPE,
  PROOF_REVIEW_DAYS,
  proofSendSchema,
  type Production,
  type ProofSend,
} from '@app/contracts/production-api';
import { useForm } from 'react-hook-form';
import { apiFetch } from '../../../lib/api-client';
import { InputField, SelectField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asNumber } from '../form-helpers';
import { useEditor } from '../use-editor';

/**
 * Sends a stored PDF as the next proof: due in PROOF_REVIEW_DAYS unless changed, with the free
 * rounds the server works out unless given. The newest PDF is proposed.
 */
export function SendProofDialog({ projectId, production }: { projectId: string; production: Production }) {
  const pdfs = production.files
    .flatMap((file) => file.versions.map((version) => ({ file, version })))
    .filter(({ version }) => version.content_type === PROOF_CONTENT_TYPE)
    .sort((a, b) => b.version.created_at.localeCompare(a.version.created_at));
  const values: ProofSend = {
    file_version_id: pdfs[0]?.version.id ?? '',
    due_on: addDaysToCalendarDay(toCalendarDay(new Date()), PROOF_REVIEW_DAYS),
    free_rounds_left: null,
  };
  const form = useForm({ resolver: zodResolver(proofSendSchema), values });
  const editor = useEditor(form, {
    save: (body: ProofSend) => apiFetch(`/api/staff/projects/${projectId}/proofs`, { method: 'POST', body }),
    success: 'Proof sent to the author.',
  });
  const next = (production.proofs[0]?.version ?? 0) + 1;
  return (
    <EditorDialog
      {...editor}
      trigger={{ label: `Send proof ${next}`, size: 'sm' }}
      title={`Send proof ${next}`}
      description="The author is told on their dashboard at once and reminded before the due date."
      submitLabel="Send proof"
      savingLabel="Sending…"
    >
      <SelectField
        form={form}
        name="file_version_id"
        label="PDF"
        options={[
          { value: '', label: pdfs.length ? 'Choose a PDF' : 'Upload a PDF under Files first' },
          ...pdfs.map(({ file, version }) => ({
            value: version.id,
            label: `${file.name} — version ${version.version}`,
          })),
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="due_on" label="Due on" type="date" />
        <InputField
          form={form}
          name="free_rounds_left"
          label="Free correction rounds left"
          hint="Blank: what the package leaves"
          type="number"
          min="0"
          registerOptions={asNumber}
        />
      </div>
    </EditorDialog>
  );
}
