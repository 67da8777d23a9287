import { cn } from '../../components/ui/cn';
import { aboutContent } from './about-content';

/** Our figures (authors served, books published…) as a dark band; the home page and About us both show it. */
export function AboutStats({ className }: { className?: string }) {
  return (
    <dl className={cn('grid gap-6 bg-ink p-8 text-white sm:grid-cols-2 lg:grid-cols-4', className)}>
      {aboutContent.stats.map((stat) => (
        <div key={stat.label}>
          <dt className="text-sm text-slate-200">{stat.label}</dt>
          <dd className="mt-1 font-serif text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
