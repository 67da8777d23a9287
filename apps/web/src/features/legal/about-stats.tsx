import { cn } from '../../components/ui/cn';

/** The figures AboutStats shows, apart from the About page's text, which the home page does not need. */
export const aboutStats: readonly { label: string; value: string }[] = [
  { label: 'Books published', value: '1,400+' },
  { label: 'Authors served', value: '1,100+' },
  { label: 'Years helping authors', value: '10' },
  { label: 'Average first reply', value: 'Under 1 business day' },
];

/** Our figures (authors served, books published…) as a dark band; the home page and About us both show it. */
export function AboutStats({ className }: { className?: string }) {
  return (
    <dl className={cn('grid gap-6 bg-ink p-8 text-white sm:grid-cols-2 lg:grid-cols-4', className)}>
      {aboutStats.map((stat) => (
        <div key={stat.label}>
          <dt className="text-sm text-slate-200">{stat.label}</dt>
          <dd className="mt-1 font-serif text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
