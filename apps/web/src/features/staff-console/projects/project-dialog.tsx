import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@app/contracts/dashboard-api';
import { normaliseProjectStatus, PROJECT_STATUSES, projectStatusBadge } from '@app/contracts/project-status';
import { PROJECT_PROGRESS_FIELDS, staffProjectCreateSchema, type StaffProjectCreate } from '@app/contracts/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { apiFetch } from '../../../lib/api-client';
import { asNumber, asOptionalText } from '../form-helpers';
import { Select } from '../select';
import { useStaffMutation } from '../use-staff-mutation';

const statusOptions = PROJECT_STATUSES.map((value) => ({ value, label: projectStatusBadge(value).label }));

const toValues = (project: Project | undefined): StaffProjectCreate => ({
  service: project?.service ?? '',
  book_title: project?.book_title ?? null,
  project_status: project ? normaliseProjectStatus(project.project_status) : 'pending',
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
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(staffProjectCreateSchema), values: toValues(project) });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: (values: StaffProjectCreate) => {
      if (!project) return apiFetch(`/api/staff/authors/${authorId}/projects`, { method: 'POST', body: values });
      const body = isAdmin
        ? values
        : Object.fromEntries(PROJECT_PROGRESS_FIELDS.map((field) => [field, values[field]]));
      return apiFetch(`/api/staff/projects/${project.id}`, { method: 'PATCH', body });
    },
    success: project ? 'Project updated.' : 'Project created.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  const title = project ? `Update ${project.service}` : 'New project';

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={project ? 'outline' : 'default'} size="sm" onClick={() => setOpen(true)}>
        {project ? 'Update' : 'New project'}
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          aria-label={title}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {isAdmin && (
              <>
                <FormField label="Service" error={errors.service?.message}>
                  <Input {...form.register('service')} />
                </FormField>
                <FormField label="Book title" error={errors.book_title?.message}>
                  <Input {...form.register('book_title', asOptionalText)} />
                </FormField>
                <FormField label="Amount" error={errors.amount?.message}>
                  <Input type="number" step="0.01" min="0" {...form.register('amount', asNumber)} />
                </FormField>
                <FormField label="Total amount" error={errors.total_amount?.message}>
                  <Input type="number" step="0.01" min="0" {...form.register('total_amount', asNumber)} />
                </FormField>
              </>
            )}
            <FormField label="Status" error={errors.project_status?.message}>
              <Select {...form.register('project_status')} options={statusOptions} />
            </FormField>
            <div />
            <FormField label="Start date" error={errors.start_date?.message}>
              <Input type="date" {...form.register('start_date', asOptionalText)} />
            </FormField>
            <FormField label="Completion date" error={errors.completion_date?.message}>
              <Input type="date" {...form.register('completion_date', asOptionalText)} />
            </FormField>
          </div>
          <FormField label="Milestone note" hint="The author reads it on their order" error={errors.notes?.message}>
            <Textarea rows={3} {...form.register('notes', asOptionalText)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save project'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
