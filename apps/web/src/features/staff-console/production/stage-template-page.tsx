import { zodResolver } from '@hookform/resolvers/zod';
import { stageTemplatePutSchema, type StageTemplate, type StageTemplatePut } from '@app/contracts/production-api';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiFetch } from '../../../lib/api-client';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { InputField } from '../bound-fields';
import { asNumber } from '../form-helpers';
import { Cell, Empty, Section, Table } from '../record-sections';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';

/** /staff/content/catalogue/:serviceId/stages: a package's production stages, edited by admins. */
export function StageTemplatePage() {
  const { serviceId = '' } = useParams();
  const isAdmin = useIsAdmin();
  const template = useQuery(staffQueries.stageTemplate(serviceId));
  const service = useQuery(staffQueries.catalogue()).data?.find((each) => each.id === serviceId);
  return (
    <>
      <p className="mb-4 text-sm">
        <Link to="/staff/content/catalogue" className="text-ink underline">
          ← Catalogue
        </Link>
      </p>
      <PageHeading
        title={`Production stages${service ? ` of ${service.name}` : ''}`}
        description="A project of this package starts with these stages, each planned to begin when the one before ends."
      />
      {template.isPending ? (
        <Spinner label="Loading the stages" />
      ) : template.isError ? (
        <RetryNotice what="stages" onRetry={() => void template.refetch()} />
      ) : isAdmin ? (
        <TemplateForm serviceId={serviceId} stages={template.data} />
      ) : (
        <Section title="Stages">
          {template.data.length === 0 ? (
            <Empty>No stages yet.</Empty>
          ) : (
            <Table head={['Stage', 'Planned days']}>
              {template.data.map((stage) => (
                <tr key={stage.position}>
                  <Cell>{stage.name}</Cell>
                  <Cell className="tabular-nums">{stage.planned_days}</Cell>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )}
    </>
  );
}

function TemplateForm({ serviceId, stages }: { serviceId: string; stages: StageTemplate[] }) {
  const form = useForm({
    resolver: zodResolver(stageTemplatePutSchema),
    values: { stages: stages.map(({ name, planned_days }) => ({ name, planned_days })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'stages' });
  const save = useStaffMutation<StageTemplatePut, unknown, StageTemplatePut>({
    mutationFn: (body) =>
      apiFetch(`/api/staff/catalogue/${encodeURIComponent(serviceId)}/stages`, { method: 'PUT', body }),
    success: 'Stages saved.',
    setError: form.setError,
  });
  return (
    <Section title="Stages">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
        {rows.fields.length === 0 && <Empty>No stages yet.</Empty>}
        <ol className="space-y-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid items-end gap-3 sm:grid-cols-[1fr_9rem_auto]">
              <InputField form={form} name={`stages.${index}.name`} label={`Stage ${index + 1}`} />
              <InputField
                form={form}
                name={`stages.${index}.planned_days`}
                label="Planned days"
                type="number"
                min="0"
                registerOptions={asNumber}
              />
              <div className="flex gap-2 pb-1">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  aria-label={`Move stage ${index + 1} up`}
                  onClick={() => rows.move(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove stage ${index + 1}`}
                  onClick={() => rows.remove(index)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex gap-3">
          <Button type="button" variant="outline" onClick={() => rows.append({ name: '', planned_days: 7 })}>
            Add a stage
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save stages'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
