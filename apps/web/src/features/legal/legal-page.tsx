import { format, parseISO } from 'date-fns';
import { Link } from '../../lib/navigation';
import { PageIntro } from '../../components/page-intro';
import { PageMeta } from '../seo/page-meta';
import type { LegalDocument } from './legal-content';

/** Privacy policy, terms of service and refund policy share this layout. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageMeta title={document.title} description={document.metaDescription} path={document.path} />
      <PageIntro
        title={document.title}
        lead={`Last updated ${format(parseISO(document.lastUpdated), 'MMMM d, yyyy')}`}
      />
      <article className="mx-auto max-w-3xl px-4 py-10 text-slate-800 sm:px-6">
        <p className="text-lg leading-relaxed">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="font-serif text-2xl text-ink-dark">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.bullets && (
              <ul className="mt-3 list-disc space-y-1 pl-6">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="mt-10 text-slate-700">
          Questions about this document?{' '}
          <Link to="/contact" className="font-semibold text-ink underline">
            Contact us
          </Link>
          .
        </p>
      </article>
    </>
  );
}
