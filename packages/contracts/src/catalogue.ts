import { catalogueServices, type CatalogueServiceSeed } from './catalogue-data.js';

export const CUSTOM_QUOTE = 'Custom Quote';

/** '$0.05 per word' for a priced service, 'Custom Quote' for price 0 (quoted after a call). */
export function formatServicePrice(price: number, priceUnit: string | null | undefined): string {
  if (!(price > 0)) return CUSTOM_QUOTE;
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(price);
  return priceUnit ? `${amount} ${priceUnit}` : amount;
}

/** Cards list at most this many features, then 'Plus N more deliverables'. */
export const FEATURES_SHOWN = 5;

export function summariseFeatures(features: readonly string[]): { shown: string[]; moreLine: string | null } {
  const hidden = features.length - FEATURES_SHOWN;
  return {
    shown: features.slice(0, FEATURES_SHOWN),
    moreLine: hidden > 0 ? `Plus ${hidden} more deliverables` : null,
  };
}

export const servicesInCategory = (category: CatalogueServiceSeed['category']) =>
  catalogueServices.filter((service) => service.category === category);

export function serviceByPagePath(path: string): CatalogueServiceSeed | undefined {
  return catalogueServices.find((service) => service.pagePath === path);
}
