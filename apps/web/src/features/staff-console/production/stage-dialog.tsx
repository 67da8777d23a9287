import { zodResolver } from '@hookform/resolvers/zod';
import { projectStageUpdateSchema, type ProjectStage, type ProjectStageUpdate } from '@app/contracts/production-api';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-provider';
import { InputField, SelectField, TextareaField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asOptionalText } from '../form-helpers';
import { staffQueries } from '../staff-queries';
import { useEditor } from '../use-editor';

/** The owner is kept, cleared, or any staff member who can own a stage (by id). */
const stageFormSchema = projectStageUpdateSchema.omit({ owner_id: true }).extend({
  owner: z.string(),
});
type StageForm = z.input<typeof stageFormSchema>;

/** Records a stage's actual dates, its owner and the next step (support too), or re-plans it. */
export function StageDialog({ projectId, stage }: { projectId: string; stage: ProjectStage }) {
  const { user } = useAuth();
  const owners = useQuery(staffQueries.productionOwners());
  const values: StageForm = {
    planned_start: stage.planned_start,
    planned_end: stage.planned_end,
    actual_start: stage.actual_start,
    actual_end: stage.actual_end,
    next_step: stage.next_step,
    owner: 'keep',
  };
  const form = useForm({ resolver: zodResolver(stageFormSchema), values });
  const editor = useEditor(form, {
    save: ({ owner, ...changes }: z.output<typeof stageFormSchema>) => {
      const body: ProjectStageUpdate = {
        ...changes,
        ...(owner === 'keep' ? {} : { owner_id: owner === 'none' ? null : owner }),
      };
      return apiFetch(`/api/staff/projects/${projectId}/stages/${stage.id}`, { method: 'PATCH', body });
    },
    success: 'Stage updated.',
  });
  return (
    <EditorDialog
      {...editor}
      trigger={{ label: 'Update', variant: 'outline', size: 'sm' }}
      title={`Update ${stage.name}`}
      wide
      submitLabel="Save stage"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="planned_start"
          label="Planned start"
          type="date"
          registerOptions={asOptionalText}
        />
        <InputField form={form} name="planned_end" label="Planned end" type="date" registerOptions={asOptionalText} />
        <InputField form={form} name="actual_start" label="Started on" type="date" registerOptions={asOptionalText} />
        <InputField form={form} name="actual_end" label="Done on" type="date" registerOptions={asOptionalText} />
      </div>
      <SelectField
        form={form}
        name="owner"
        label="Owner"
        options={[
          { value: 'keep', label: stage.owner_email ? `Keep ${stage.owner_email}` : 'Keep: nobody' },
          { value: 'none', label: 'Nobody' },
          ...(owners.data ?? []).map((owner) => ({
            value: owner.id,
            label: `${owner.id === user?.id ? 'Me: ' : ''}${owner.name} (${owner.role})`,
          })),
        ]}
      />
      <TextareaField form={form} name="next_step" label="Next step" registerOptions={asOptionalText} />
    </EditorDialog>
  );
}
