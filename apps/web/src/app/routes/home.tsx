import { siteConfig } from '@app/contracts/site-config';

export function HomePage() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <p className="text-sm font-semibold tracking-widest text-ink uppercase">{siteConfig.name}</p>
      <h1 className="mt-4 font-serif text-5xl leading-tight text-ink-dark">{siteConfig.tagline}</h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-700">{siteConfig.description}</p>
    </main>
  );
}
