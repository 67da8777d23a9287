import { describe, expect, it } from 'vitest';
import { catalogueServices } from './catalogue-data.js';
import { marketingSubPages, publishingSubPages } from './routes.js';
import { loadServicePageContent } from './service-pages.js';

describe('loadServicePageContent', () => {
  it.each([...publishingSubPages, ...marketingSubPages])(
    '%s loads the content of its own catalogue service',
    async (path) => {
      const content = await loadServicePageContent(path);
      const service = catalogueServices.find((item) => item.id === content.serviceId);
      expect(service?.pagePath).toBe(path);
      expect(content.intro.length).toBeGreaterThan(0);
      expect(content.faqs.length).toBeGreaterThan(0);
    },
  );

  it.each(['/publishing-packages', '/marketing-services'] as const)(
    '%s is an overview without a service',
    async (path) => {
      const content = await loadServicePageContent(path);
      expect(content.serviceId).toBeNull();
      expect(content.metaTitle).toContain(path === '/publishing-packages' ? 'Publishing' : 'Marketing');
    },
  );
});
