import type { ReactNode } from 'react';

/** The opening of a page: an optional eyebrow, the one h1, and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
      {eyebrow && <p className="text-sm font-bold tracking-widest text-ink uppercase">{eyebrow}</p>}
      <h1 className="mt-3 font-serif text-4xl leading-tight text-ink-dark sm:text-5xl">{title}</h1>
      {lead && <p className="mx-auto mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{lead}</p>}
      {children}
    </div>
  );
}

export function Section({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ?? 'mx-auto max-w-6xl px-4 py-12 sm:px-6'}>
      {title && <h2 className="mb-6 font-serif text-3xl text-ink-dark">{title}</h2>}
      {children}
    </section>
  );
}
