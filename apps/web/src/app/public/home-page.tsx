import { directoryInCategory } from '@app/contracts/catalogue-directory';
import { siteConfig } from '@app/contracts/site-config';
import { ArrowRight, Check } from '../../components/icons/site-icons';
import { Link } from '../../lib/navigation';
import { Section } from '../../components/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { ServiceIcon } from '../../features/catalogue/service-icon';
import { AboutStats } from '../../features/legal/about-stats';
import { PageMeta, useSiteOrigin } from '../../features/seo/page-meta';
import { organizationJsonLd } from '../../features/seo/structured-data';

const promises = [
  'You keep 100% of your rights and royalties',
  'One project manager from first call to launch',
  'Written quotes, milestone billing, no hidden fees',
];

const steps = [
  {
    title: 'Free strategy call',
    body: 'We learn about your book, your readers and your goals, and recommend only what fits.',
  },
  {
    title: 'Written quote',
    body: 'An itemized quote and a plain-language agreement, with installments if you prefer.',
  },
  {
    title: 'Production and launch',
    body: 'Editing, design, audio and campaigns run in milestones you follow in your dashboard.',
  },
];

function ServiceColumn({ category, title, to }: { category: 'Publishing' | 'Marketing'; title: string; to: string }) {
  return (
    <div className="rounded-2xl bg-white p-8 shadow-sm">
      <h3 className="font-serif text-2xl text-ink-dark">{title}</h3>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {directoryInCategory(category)
          .filter((service) => service.pagePath && service.pagePath !== '/podcast')
          .map((service) => (
            <li key={service.id}>
              <Link
                to={service.pagePath ?? to}
                className="flex items-center gap-3 rounded-lg p-2 text-slate-800 hover:bg-paper focus-visible:outline-2 focus-visible:outline-ink"
              >
                <ServiceIcon name={service.icon} className="h-5 w-5 shrink-0 text-ink" />
                {service.name}
              </Link>
            </li>
          ))}
      </ul>
      <Link to={to} className="mt-6 inline-flex items-center gap-1 font-semibold text-ink hover:underline">
        See all {category.toLowerCase()} services <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </div>
  );
}

export function HomePage() {
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta
        title={`${siteConfig.name} | Book Publishing and Marketing for Independent Authors`}
        description={siteConfig.description.slice(0, 160)}
        path="/"
        jsonLd={import.meta.env.SSR ? organizationJsonLd(origin) : undefined}
      />
      <section className="bg-gradient-to-b from-ink-dark to-ink text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:py-28">
          <div>
            <p className="text-sm font-bold tracking-widest text-gold uppercase">{siteConfig.name}</p>
            <h1 className="mt-4 font-serif text-4xl leading-tight sm:text-6xl">{siteConfig.tagline}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-100">{siteConfig.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/contact" className={buttonClasses('secondary', 'lg')}>
                Book a free strategy call
              </Link>
              <Link to="/publishing-packages" className={buttonClasses('inverse', 'lg')}>
                Explore publishing packages
              </Link>
            </div>
          </div>
          <ul className="space-y-4 self-center rounded-2xl bg-white/10 p-8">
            {promises.map((promise) => (
              <li key={promise} className="flex gap-3 text-lg">
                <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-gold" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section title="Everything your book needs, under one roof">
        <div className="grid gap-8 lg:grid-cols-2">
          <ServiceColumn category="Publishing" title="Publishing" to="/publishing-packages" />
          <ServiceColumn category="Marketing" title="Marketing" to="/marketing-services" />
        </div>
      </Section>
      <Section title="How we work together">
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gold font-bold text-ink-dark">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-dark">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section>
        <AboutStats className="rounded-2xl" />
      </Section>
      <Section>
        <div className="grid gap-6 md:grid-cols-3">
          <Link to="/books" className="rounded-xl bg-white p-6 shadow-sm hover:shadow-md">
            <h2 className="text-xl font-semibold text-ink-dark">Books by our authors</h2>
            <p className="mt-2 text-slate-700">
              Novels, memoirs, picture books and nonfiction we helped bring to readers.
            </p>
          </Link>
          <Link to="/podcast" className="rounded-xl bg-white p-6 shadow-sm hover:shadow-md">
            <h2 className="text-xl font-semibold text-ink-dark">The podcast</h2>
            <p className="mt-2 text-slate-700">Honest conversations about writing, publishing and finding readers.</p>
          </Link>
          <Link to="/testimonials" className="rounded-xl bg-white p-6 shadow-sm hover:shadow-md">
            <h2 className="text-xl font-semibold text-ink-dark">Author testimonials</h2>
            <p className="mt-2 text-slate-700">What independent authors say about working with us.</p>
          </Link>
        </div>
      </Section>
    </>
  );
}
