import { contentQueryKeys, type PublicTestimonial } from '@app/contracts/public-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from '../../lib/navigation';
import { PageIntro, Section } from '../../components/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { QueryState } from '../../components/query-state';
import { apiFetch } from '../../lib/api-client';
import { PageMeta } from '../seo/page-meta';

export const testimonialsQuery = queryOptions({
  queryKey: contentQueryKeys.testimonials,
  queryFn: async () => (await apiFetch<{ testimonials: PublicTestimonial[] }>('/api/testimonials')).testimonials,
});

function Rating({ value }: { value: number }) {
  return (
    <p className="flex gap-0.5 text-amber-600" role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className="h-5 w-5" fill={index < value ? 'currentColor' : 'none'} />
      ))}
    </p>
  );
}

export function TestimonialsPage() {
  const testimonials = useQuery(testimonialsQuery);
  return (
    <>
      <PageMeta
        title="Author Testimonials"
        description="What independent authors say about publishing and marketing their books with Quillbridge Publishing."
        path="/testimonials"
      />
      <PageIntro
        eyebrow="Testimonials"
        title="What Our Authors Say"
        lead="The best measure of our work is how the authors we work with feel about their books. Here is what some of them told us."
      />
      <Section>
        <QueryState
          query={testimonials}
          loading="Loading testimonials"
          failure="The testimonials could not be loaded. Please try again later."
        >
          {(list) => (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.map((testimonial) => (
                <li key={testimonial.id}>
                  <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                    <Rating value={testimonial.rating} />
                    <blockquote className="mt-4 flex-1 text-slate-800">“{testimonial.quote}”</blockquote>
                    <figcaption className="mt-4 text-sm">
                      <span className="font-semibold text-ink-dark">{testimonial.authorName}</span>
                      <span className="block text-slate-700">
                        {testimonial.bookTitle} · {testimonial.service}
                        {testimonial.location ? ` · ${testimonial.location}` : ''}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Section>
      <Section>
        <div className="rounded-xl bg-ink p-8 text-center text-white">
          <h2 className="font-serif text-3xl">Your book could be next</h2>
          <Link to="/contact" className={buttonClasses('secondary', 'lg', 'mt-6')}>
            Talk to our team
          </Link>
        </div>
      </Section>
    </>
  );
}
