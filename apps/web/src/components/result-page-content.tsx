import type { ResultPage } from '@app/contracts/public-form-messages';
import { PageMeta } from '../features/seo/page-meta';
import { buttonClasses } from './ui/button';

/** What happened after a form posted without JavaScript or a confirmation link, in the site's layout. */
export function ResultPageContent({ title, paragraphs, list = [], link }: ResultPage) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-16 text-center">
      <PageMeta title={title} description={paragraphs[0] ?? title} path={link.href} noIndex />
      <h1 className="font-serif text-4xl text-ink-dark">{title}</h1>
      {paragraphs.map((text) => (
        <p key={text} className="mt-4 text-slate-700">
          {text}
        </p>
      ))}
      {list.length > 0 && (
        <ul className="mx-auto mt-4 max-w-xl list-disc space-y-1 pl-6 text-left text-slate-700">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <a className={buttonClasses('default', 'lg')} href={link.href}>
          {link.label}
        </a>
      </div>
    </div>
  );
}
