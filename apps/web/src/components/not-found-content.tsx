import { Link } from '../lib/navigation';
import { PageMeta, useHttpStatus } from '../features/seo/page-meta';
import { buttonClasses } from './ui/button';

/** The not-found page's content; a server render of it answers HTTP 404. */
export function NotFoundContent({
  title = 'Page not found',
  message = 'The page you are looking for does not exist or has moved.',
}: {
  title?: string;
  message?: string;
}) {
  useHttpStatus(404);
  return (
    <div className="mx-auto max-w-3xl px-6 py-16 text-center">
      <PageMeta title={title} description={message} path="/404" noIndex />
      <h1 className="font-serif text-4xl text-ink-dark">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonClasses('default', 'lg')} to="/">
          Back to the home page
        </Link>
        <Link className={buttonClasses('outline', 'lg')} to="/sitemap">
          See all pages
        </Link>
      </div>
    </div>
  );
}
