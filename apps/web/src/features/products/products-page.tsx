import { summariseFeatures } from '@app/contracts/catalogue';
import type { ServiceCategory } from '@app/contracts/catalogue-data';
import type { PublicCatalogueService } from '@app/contracts/public-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Check, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { apiFetch } from '../../lib/api-client';
import { addServiceToCart } from '../cart/add-service-to-cart';
import { ServiceIcon } from '../catalogue/service-icon';
import { PageHeading, RetryNotice } from '../dashboard-layout/query-status';

const catalogueQuery = queryOptions({
  queryKey: ['catalogue'],
  queryFn: async () => (await apiFetch<{ services: PublicCatalogueService[] }>('/api/catalogue')).services,
});

const CATEGORIES: { category: ServiceCategory; title: string }[] = [
  { category: 'Publishing', title: 'Publishing services' },
  { category: 'Marketing', title: 'Marketing services' },
];

/** The 18 services of the catalogue; Add to cart confirms and opens the dashboard cart. */
export function ProductsPage() {
  const catalogue = useQuery(catalogueQuery);
  const navigate = useNavigate();

  const add = (service: PublicCatalogueService) => {
    addServiceToCart(service);
    navigate('/dashboard/cart');
  };

  return (
    <>
      <PageHeading
        title="Products & Services"
        description="Add the services you need; we confirm each quote with you before any work starts."
      />
      {catalogue.isPending ? (
        <Spinner label="Loading services" />
      ) : catalogue.isError ? (
        <RetryNotice what="services" onRetry={() => void catalogue.refetch()} />
      ) : (
        CATEGORIES.map(({ category, title }) => (
          <section key={category} aria-labelledby={`category-${category}`} className="mb-10">
            <h2 id={`category-${category}`} className="mb-4 text-xl font-semibold text-ink-dark">
              {title}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {catalogue.data
                .filter((service) => service.category === category)
                .map((service) => {
                  const { shown, moreLine } = summariseFeatures(service.features);
                  return (
                    <li key={service.id}>
                      <Card className="flex h-full flex-col p-5" data-testid="service-card">
                        <div className="flex items-start justify-between gap-3">
                          <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-paper text-ink">
                            <ServiceIcon name={service.icon} className="h-5 w-5" />
                          </span>
                          <Badge variant="secondary">{service.category}</Badge>
                        </div>
                        <h3 className="mt-3 font-semibold text-ink-dark">{service.name}</h3>
                        <p className="mt-1 text-sm text-slate-700">{service.description}</p>
                        {shown.length > 0 && (
                          <ul className="mt-3 space-y-1.5 text-sm text-slate-800">
                            {shown.map((feature) => (
                              <li key={feature} className="flex gap-2">
                                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                                {feature}
                              </li>
                            ))}
                          </ul>
                        )}
                        {moreLine && <p className="mt-2 text-sm font-semibold text-ink">{moreLine}</p>}
                        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
                          <p className="font-bold text-ink-dark">{service.formattedPrice}</p>
                          <Button size="sm" onClick={() => add(service)}>
                            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
                            Add to cart<span className="sr-only">: {service.name}</span>
                          </Button>
                        </div>
                      </Card>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
