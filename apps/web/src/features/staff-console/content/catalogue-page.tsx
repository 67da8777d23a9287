import { zodResolver } from '@hookform/resolvers/zod';
import { formatServicePrice } from '@app/contracts/catalogue';
import {
  staffCatalogueUpdateSchema,
  type StaffCatalogueService,
  type StaffCatalogueUpdate,
} from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { apiFetch } from '../../../lib/api-client';
import { PageHeading } from '../../dashboard-layout/query-status';
import { asNumber, asOptionalText } from '../form-helpers';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';
import { ContentList } from './content-table';
import { LinesField } from './lines-field';

/** /staff/content/catalogue: texts and prices of the 18 services. */
export function CataloguePage() {
  const isAdmin = useIsAdmin();
  const services = useQuery(staffQueries.catalogue());
  return (
    <>
      <PageHeading
        title="Catalogue"
        description="Names, descriptions, deliverables and prices of our services. A price of 0 shows as Custom Quote."
      />
      <ContentList query={services} what="services">
        {(rows) =>
          rows.map((service) => (
            <div key={service.id} className="flex flex-wrap items-center gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-dark">{service.name}</p>
                <p className="text-sm text-slate-700">
                  {service.category} · {formatServicePrice(service.price, service.price_unit)} ·{' '}
                  {service.features.length} deliverables
                </p>
              </div>
              {isAdmin && <ServiceDialog service={service} />}
            </div>
          ))
        }
      </ContentList>
    </>
  );
}

function ServiceDialog({ service }: { service: StaffCatalogueService }) {
  const [open, setOpen] = useState(false);
  const values: StaffCatalogueUpdate = {
    name: service.name,
    description: service.description,
    features: service.features,
    price: service.price,
    price_unit: service.price_unit,
  };
  const form = useForm({ resolver: zodResolver(staffCatalogueUpdateSchema), values });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: (body: StaffCatalogueUpdate) =>
      apiFetch(`/api/staff/catalogue/${service.id}`, { method: 'PATCH', body }),
    success: 'Service saved.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  const title = `Edit ${service.name}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Edit
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          aria-label={title}
          onSubmit={form.handleSubmit((body) => save.mutate(body))}
          className="space-y-4"
        >
          <FormField label="Name" error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Price" hint="0 for Custom Quote" error={errors.price?.message}>
              <Input type="number" step="0.01" min="0" {...form.register('price', asNumber)} />
            </FormField>
            <FormField
              label="Price unit"
              hint="e.g. per word; blank for a flat price"
              error={errors.price_unit?.message}
            >
              <Input {...form.register('price_unit', asOptionalText)} />
            </FormField>
          </div>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <LinesField control={form.control} name="features" label="Deliverables" />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save service'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
