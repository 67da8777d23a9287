import { formatServicePrice, servicesInCategory } from '@app/contracts/catalogue';
import { catalogueServices, type ServiceCategory } from '@app/contracts/catalogue-data';
import type { ServiceOverviewPath, ServicePageContent, ServicePagePath } from '@app/contracts/service-pages';
import { Check } from 'lucide-react';
import { Link } from '../../lib/navigation';
import { PageIntro, Section } from '../../components/page-intro';
import { Button, buttonClasses } from '../../components/ui/button';
import { addServiceToCart } from '../cart/add-service-to-cart';
import { ServiceCard } from '../catalogue/service-card';
import { PageMeta } from '../seo/page-meta';

const overviewCategory: Record<ServiceOverviewPath, ServiceCategory> = {
  '/publishing-packages': 'Publishing',
  '/marketing-services': 'Marketing',
};

const isOverview = (path: ServicePagePath): path is ServiceOverviewPath => path in overviewCategory;

interface PageProps<Path extends ServicePagePath> {
  path: Path;
  content: ServicePageContent;
}

function ProcessAndHighlights({ content }: { content: ServicePageContent }) {
  return (
    <>
      <Section title="How it works">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {content.process.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink-dark">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Why authors choose us">
        <div className="grid gap-6 md:grid-cols-3">
          {content.highlights.map((item) => (
            <div key={item.title} className="border-l-4 border-gold pl-4">
              <h3 className="font-semibold text-ink-dark">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.body}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Frequently asked questions">
        <div className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
          {content.faqs.map((faq) => (
            <details key={faq.question} className="group p-5">
              <summary className="cursor-pointer font-semibold text-ink-dark">{faq.question}</summary>
              <p className="mt-3 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>
      <section className="bg-ink py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h2 className="font-serif text-3xl">{content.ctaTitle}</h2>
          <p className="mt-4 text-lg text-slate-100">{content.ctaBody}</p>
          <Link to="/contact" className={buttonClasses('secondary', 'lg', 'mt-8')}>
            Book a free strategy call
          </Link>
        </div>
      </section>
    </>
  );
}

function Intro({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Section>
      <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

/** /publishing-packages and /marketing-services: the category's services as cards. */
function ServiceOverviewPage({ path, content }: PageProps<ServiceOverviewPath>) {
  const category = overviewCategory[path];
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.metaDescription} path={path} />
      <PageIntro eyebrow={`${category} services`} title={content.title} lead={content.heroLead} />
      <Intro paragraphs={content.intro} />
      <Section title={category === 'Publishing' ? 'Our publishing packages' : 'Our marketing services'}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {servicesInCategory(category).map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </Section>
      <ProcessAndHighlights content={content} />
    </>
  );
}

/** One publishing or marketing service, with its long-form content and a call to action. */
function ServiceDetailPage({ path, content }: PageProps<ServicePagePath>) {
  const service = catalogueServices.find((item) => item.id === content.serviceId || item.pagePath === path);
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.metaDescription} path={path} />
      <PageIntro
        eyebrow={service ? `${service.category} service` : undefined}
        title={content.title}
        lead={content.heroLead}
      >
        {service && (
          <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 rounded-xl bg-white p-6 shadow-sm">
            <p className="text-sm text-slate-700">Price</p>
            <p className="text-2xl font-bold text-ink-dark">{formatServicePrice(service.price, service.priceUnit)}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => addServiceToCart(service)}>Add to cart</Button>
              <Link to="/contact" className={buttonClasses('outline')}>
                Request a quote
              </Link>
            </div>
          </div>
        )}
      </PageIntro>
      <Intro paragraphs={content.intro} />
      {service && (
        <Section title="What is included">
          <ul className="grid gap-3 sm:grid-cols-2">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2 rounded-lg bg-white p-4 shadow-sm">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <ProcessAndHighlights content={content} />
    </>
  );
}

/** A service page with its content, which the route loads for that page alone. */
export function ServicePage({ path, content }: PageProps<ServicePagePath>) {
  return isOverview(path) ? (
    <ServiceOverviewPage path={path} content={content} />
  ) : (
    <ServiceDetailPage path={path} content={content} />
  );
}
