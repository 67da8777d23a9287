import { formatServicePrice, summariseFeatures } from '@app/contracts/catalogue';
import type { CatalogueServiceSeed } from '@app/contracts/catalogue-data';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { addServiceToCart } from '../cart/add-service-to-cart';
import { ServiceIcon } from './service-icon';

/** A catalogue service: icon, category, name, description, up to 5 features, price, actions. */
export function ServiceCard({ service }: { service: CatalogueServiceSeed }) {
  const { shown, moreLine } = summariseFeatures(service.features);
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-paper text-ink">
          <ServiceIcon name={service.icon} className="h-6 w-6" />
        </span>
        <Badge variant="secondary">{service.category}</Badge>
      </div>
      <h3 className="mt-4 text-xl font-semibold text-ink-dark">{service.name}</h3>
      <p className="mt-2 text-slate-700">{service.description}</p>
      {shown.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm text-slate-800">
          {shown.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {moreLine && <p className="mt-2 text-sm font-semibold text-ink">{moreLine}</p>}
      <div className="mt-auto pt-6">
        <p className="text-lg font-bold text-ink-dark">{formatServicePrice(service.price, service.priceUnit)}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => addServiceToCart(service)}>
            Add to cart<span className="sr-only">: {service.name}</span>
          </Button>
          {service.pagePath && (
            <Link
              to={service.pagePath}
              className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-ink underline-offset-4 hover:underline"
            >
              Learn more<span className="sr-only"> about {service.name}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
