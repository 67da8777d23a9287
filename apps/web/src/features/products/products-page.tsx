import type { ServiceCategory } from '@app/contracts/catalogue-data';
import type { PublicCatalogueService } from '@app/contracts/public-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { apiFetch } from '../../lib/api-client';
import { addServiceToCart } from '../cart/add-service-to-cart';
import { ServiceSummary } from '../catalogue/service-summary';
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
                .map((service) => (
                  <li key={service.id}>
                    <Card className="flex h-full flex-col p-5" data-testid="service-card">
                      <ServiceSummary service={service} compact />
                      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
                        <p className="font-bold text-ink-dark">{service.formattedPrice}</p>
                        <Button size="sm" onClick={() => add(service)}>
                          <ShoppingCart aria-hidden="true" className="h-4 w-4" />
                          Add to cart<span className="sr-only">: {service.name}</span>
                        </Button>
                      </div>
                    </Card>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
