import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate, toCalendarDay } from '@app/contracts/dates';
import { projectStagesStartSchema, type ProjectStage } from '@app/contracts/production-api';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { InputField, SelectField } from '../bound-fields';
import { ACTIONS, Cell, Empty, Section, Table } from '../record-sections';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';
import { StageDialog } from './stage-dialog';

const span = (start: string | null, end: string | null) =>
  start || end ? `${formatLongDate(start)} – ${formatLongDate(end)}` : '—';

/** A project's stages with planned and actual dates, owner and next step; admins start them from a package. */
export function ProjectStagesSection({ projectId, stages }: { projectId: string; stages: ProjectStage[] }) {
  const isAdmin = useIsAdmin();
  return (
    <Section title="Stages">
      {stages.length === 0 ? (
        isAdmin ? (
          <StartStagesForm projectId={projectId} />
        ) : (
          <Empty>No stages yet: an admin starts them from the package’s template.</Empty>
        )
      ) : (
        <Table head={['Stage', 'Planned', 'Actual', 'Owner', 'Next step', ACTIONS]}>
          {stages.map((stage) => (
            <tr key={stage.id}>
              <Cell>{stage.name}</Cell>
              <Cell>{span(stage.planned_start, stage.planned_end)}</Cell>
              <Cell>{span(stage.actual_start, stage.actual_end)}</Cell>
              <Cell>{stage.owner_email ?? '—'}</Cell>
              <Cell>{stage.next_step ?? '—'}</Cell>
              <Cell>
                <StageDialog projectId={projectId} stage={stage} />
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

type StartValues = z.input<typeof projectStagesStartSchema>;

function StartStagesForm({ projectId }: { projectId: string }) {
  const services = useQuery(staffQueries.catalogue());
  const form = useForm({
    resolver: zodResolver(projectStagesStartSchema),
    defaultValues: { service_id: '', start_on: toCalendarDay(new Date()) },
  });
  const start = useStaffMutation<StartValues, unknown, StartValues>({
    mutationFn: (body) => apiFetch(`/api/staff/projects/${projectId}/stages`, { method: 'POST', body }),
    success: 'Stages started.',
    setError: form.setError,
  });
  const options = [
    { value: '', label: 'Choose a package' },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ];
  return (
    <form
      onSubmit={form.handleSubmit((values) => start.mutate(values))}
      className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]"
      aria-label="Start the stages"
    >
      <SelectField form={form} name="service_id" label="Package" options={options} />
      <InputField form={form} name="start_on" label="First day" type="date" />
      <Button type="submit" disabled={start.isPending} className="mb-1">
        Start the stages
      </Button>
    </form>
  );
}
