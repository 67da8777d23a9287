import { zodResolver } from '@hookform/resolvers/zod';
import { formatServicePrice } from '@app/contracts/catalogue';
import {
  staffCatalogueUpdateSchema,
  type StaffCatalogueService,
  type StaffCatalogueUpdate,
} from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { PageHeading } from '../../dashboard-layout/query-status';
import { InputField, TextareaField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asNumber, asOptionalText } from '../form-helpers';
import { staffQueries } from '../staff-queries';
import { useEditor } from '../use-editor';
import { useIsAdmin } from '../use-staff-role';
import { ContentList, ContentRow } from './content-table';
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
            <ContentRow
              key={service.id}
              title={service.name}
              details={`${service.category} · ${formatServicePrice(service.price, service.price_unit)} · ${service.features.length} deliverables`}
              actions={
                <>
                  <Link
                    to={`/staff/content/catalogue/${service.id}/stages`}
                    className={buttonClasses('outline', 'sm')}
                    aria-label={`Production stages of ${service.name}`}
                  >
                    Stages
                  </Link>
                  {isAdmin && <ServiceDialog service={service} />}
                </>
              }
            />
          ))
        }
      </ContentList>
    </>
  );
}

function ServiceDialog({ service }: { service: StaffCatalogueService }) {
  const values: StaffCatalogueUpdate = {
    name: service.name,
    description: service.description,
    features: service.features,
    price: service.price,
    price_unit: service.price_unit,
  };
  const form = useForm({ resolver: zodResolver(staffCatalogueUpdateSchema), values });
  const editor = useEditor(form, {
    save: (body: StaffCatalogueUpdate) => apiFetch(`/api/staff/catalogue/${service.id}`, { method: 'PATCH', body }),
    success: 'Service saved.',
  });
  return (
    <EditorDialog
      {...editor}
      trigger={{ label: 'Edit', variant: 'outline', size: 'sm' }}
      title={`Edit ${service.name}`}
      wide
      submitLabel="Save service"
    >
      <InputField form={form} name="name" label="Name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="price"
          label="Price"
          hint="0 for Custom Quote"
          type="number"
          step="0.01"
          min="0"
          registerOptions={asNumber}
        />
        <InputField
          form={form}
          name="price_unit"
          label="Price unit"
          hint="e.g. per word; blank for a flat price"
          registerOptions={asOptionalText}
        />
      </div>
      <TextareaField form={form} name="description" label="Description" rows={4} />
      <LinesField control={form.control} name="features" label="Deliverables" />
    </EditorDialog>
  );
}
