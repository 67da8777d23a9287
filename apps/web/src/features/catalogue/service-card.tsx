import { formatServicePrice } from '@app/contracts/catalogue';
import type { CatalogueServiceSeed } from '@app/contracts/catalogue-data';
import { Link } from '../../lib/navigation';
import { Button } from '../../components/ui/button';
import { addServiceToCart } from '../cart/add-service-to-cart';
import { ServiceSummary } from './service-summary';

/** A catalogue service: icon, category, name, description, up to 5 features, price, actions. */
export function ServiceCard({ service }: { service: CatalogueServiceSeed }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <ServiceSummary service={service} />
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
