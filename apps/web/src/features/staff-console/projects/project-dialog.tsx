import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@app/contracts/dashboard-api';
import { normaliseProjectStatus, PROJECT_STATUSES, projectStatusBadge } from '@app/contracts/project-status';
import { PROJECT_PROGRESS_FIELDS, staffProjectCreateSchema, type StaffProjectCreate } from '@app/contracts/staff-api';
import { useForm } from 'react-hook-form';
import { apiFetch } from '../../../lib/api-client';
import { InputField, SelectField, TextareaField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asNumber, asOptionalText } from '../form-helpers';
import { useEditor } from '../use-editor';

const statusOptions = [
  { value: '', label: 'No status yet' },
  ...PROJECT_STATUSES.map((value) => ({ value, label: projectStatusBadge(value).label })),
];

const toValues = (project: Project | undefined): StaffProjectCreate => ({
  service: project?.service ?? '',
  book_title: project?.book_title ?? null,
  project_status: project?.project_status ? normaliseProjectStatus(project.project_status) : null,
  start_date: project?.start_date ?? null,
  completion_date: project?.completion_date ?? null,
  amount: project?.amount ?? null,
  total_amount: project?.total_amount ?? null,
  notes: project?.notes ?? null,
});

/**
 * Creates a project (admin) or edits one. Support sees and sends only the progress fields (status,
 * milestone note, dates): the server refuses the rest for that role.
 */
export function ProjectDialog({
  authorId,
  project,
  isAdmin,
}: {
  authorId: string;
  project?: Project;
  isAdmin: boolean;
}) {
  const form = useForm({ resolver: zodResolver(staffProjectCreateSchema), values: toValues(project) });
  const editor = useEditor(form, {
    save: (values: StaffProjectCreate) => {
      if (!project) return apiFetch(`/api/staff/authors/${authorId}/projects`, { method: 'POST', body: values });
      const body = isAdmin
        ? values
        : Object.fromEntries(PROJECT_PROGRESS_FIELDS.map((field) => [field, values[field]]));
      return apiFetch(`/api/staff/projects/${project.id}`, { method: 'PATCH', body });
    },
    success: project ? 'Project updated.' : 'Project created.',
  });
  return (
    <EditorDialog
      {...editor}
      trigger={{ label: project ? 'Update' : 'New project', variant: project ? 'outline' : 'default', size: 'sm' }}
      title={project ? `Update ${project.service}` : 'New project'}
      wide
      submitLabel="Save project"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {isAdmin && (
          <>
            <InputField form={form} name="service" label="Service" />
            <InputField form={form} name="book_title" label="Book title" registerOptions={asOptionalText} />
            <InputField
              form={form}
              name="amount"
              label="Amount"
              type="number"
              step="0.01"
              min="0"
              registerOptions={asNumber}
            />
            <InputField
              form={form}
              name="total_amount"
              label="Total amount"
              type="number"
              step="0.01"
              min="0"
              registerOptions={asNumber}
            />
          </>
        )}
        <SelectField
          form={form}
          name="project_status"
          label="Status"
          options={statusOptions}
          registerOptions={asOptionalText}
        />
        <div />
        <InputField form={form} name="start_date" label="Start date" type="date" registerOptions={asOptionalText} />
        <InputField
          form={form}
          name="completion_date"
          label="Completion date"
          type="date"
          registerOptions={asOptionalText}
        />
      </div>
      <TextareaField
        form={form}
        name="notes"
        label="Milestone note"
        hint="The author reads it on their order"
        rows={3}
        registerOptions={asOptionalText}
      />
    </EditorDialog>
  );
}
