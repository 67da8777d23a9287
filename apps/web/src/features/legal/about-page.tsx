import { Link } from '../../lib/navigation';
import { PageIntro, Section } from '../../components/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { PageMeta, useSiteOrigin } from '../seo/page-meta';
import { organizationJsonLd } from '../seo/structured-data';
import { aboutContent } from './about-content';
import { AboutStats } from './about-stats';

export function AboutPage() {
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta
        title={aboutContent.title}
        description={aboutContent.metaDescription}
        path="/about"
        jsonLd={import.meta.env.SSR ? organizationJsonLd(origin) : undefined}
      />
      <PageIntro eyebrow="About us" title={aboutContent.title} lead={aboutContent.lead} />
      <Section title="Our story">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
          {aboutContent.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section>
        <AboutStats className="rounded-xl" />
      </Section>
      <Section title="What we believe">
        <div className="grid gap-6 md:grid-cols-2">
          {aboutContent.values.map((value) => (
            <div key={value.title} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink-dark">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.body}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Meet the team">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {aboutContent.team.map((member) => (
            <li key={member.name} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink-dark">{member.name}</h3>
              <p className="text-sm font-semibold text-ink">{member.role}</p>
              <p className="mt-3 text-slate-700">{member.bio}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/testimonials" className={buttonClasses('outline', 'lg')}>
            Read author testimonials
          </Link>
          <Link to="/contact" className={buttonClasses('default', 'lg')}>
            Start a conversation
          </Link>
        </div>
      </Section>
    </>
  );
}
