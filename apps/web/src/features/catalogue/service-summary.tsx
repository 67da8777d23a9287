import { summariseFeatures } from '@app/contracts/catalogue';
import { Check } from '../../components/icons/site-icons';
import { Badge } from '../../components/ui/badge';
import { ServiceIcon } from './service-icon';

export interface ServiceSummaryProps {
  service: { name: string; description: string; category: string; icon: string; features: readonly string[] };
  /** The denser layout of the dashboard's catalogue. */
  compact?: boolean;
}

/**
 * What every catalogue card shows before its price and actions: icon, category, name,
 * description, at most 5 features and 'Plus N more deliverables'.
 */
export function ServiceSummary({ service, compact = false }: ServiceSummaryProps) {
  const { shown, moreLine } = summariseFeatures(service.features);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          className={`flex items-center justify-center rounded-lg bg-paper text-ink ${compact ? 'h-11 w-11' : 'h-12 w-12'}`}
        >
          <ServiceIcon name={service.icon} className={compact ? 'h-5 w-5' : 'h-6 w-6'} />
        </span>
        <Badge variant="secondary">{service.category}</Badge>
      </div>
      <h3 className={compact ? 'mt-3 font-semibold text-ink-dark' : 'mt-4 text-xl font-semibold text-ink-dark'}>
        {service.name}
      </h3>
      <p className={compact ? 'mt-1 text-sm text-slate-700' : 'mt-2 text-slate-700'}>{service.description}</p>
      {shown.length > 0 && (
        <ul className={`text-sm text-slate-800 ${compact ? 'mt-3 space-y-1.5' : 'mt-4 space-y-2'}`}>
          {shown.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {moreLine && <p className="mt-2 text-sm font-semibold text-ink">{moreLine}</p>}
    </>
  );
}
