import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="font-serif text-4xl text-ink-dark">Page not found</h1>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link className="mt-8 inline-block rounded-md bg-ink px-5 py-3 font-semibold text-white" to="/">
        Back to the home page
      </Link>
    </main>
  );
}
