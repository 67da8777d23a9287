import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: null,
  title: 'Book Marketing Services That Reach Real Readers',
  metaTitle: 'Book Marketing Services | Quillbridge Publishing',
  metaDescription:
    'Book marketing for independent authors: Amazon ads, social media, reviews, press releases, trailers, author websites and Goodreads giveaways.',
  heroLead:
    'Focused campaigns that put your book in front of the readers most likely to buy it, with honest reporting on what each dollar achieved.',
  intro: [
    'A well-made book still needs to be found. Our marketing team plans campaigns around the way readers actually discover books today: retailer search, social feeds, trusted reviews, podcasts and word of mouth.',
    'We start with your genre and your goals. A debut thriller, a business book meant to generate speaking engagements and a picture book aimed at school libraries call for very different channels, so we recommend a mix rather than a fixed bundle.',
    'Every campaign comes with clear deliverables, an agreed budget and regular reports in plain language. If something is not working, we tell you and adjust.',
  ],
  process: [
    {
      title: 'Book and audience review',
      body: 'We study your book, your comparable titles and your current listings to find who your readers are and where they spend their time.',
    },
    {
      title: 'Campaign plan',
      body: 'You receive a written plan with channels, timeline, deliverables and the budget each part requires.',
    },
    {
      title: 'Launch and management',
      body: 'Our specialists create the assets, run the campaigns and keep you informed through your author dashboard.',
    },
    {
      title: 'Reporting and next steps',
      body: 'We report results against the goals we set together and recommend what to continue, change or stop.',
    },
  ],
  highlights: [
    {
      title: 'Book-only specialists',
      body: 'Our marketers work exclusively with books, so they know retailer categories, reader habits and seasonal buying patterns.',
    },
    {
      title: 'Transparent budgets',
      body: 'Service fees and advertising spend are shown separately, so you always know what goes to media and what goes to management.',
    },
    {
      title: 'No vanity metrics',
      body: 'We report on sales rank, reviews, list growth and retailer clicks, not only on likes and impressions.',
    },
  ],
  faqs: [
    {
      question: 'Can you market a book you did not publish?',
      answer:
        'Yes. We market books from any publisher or self-publishing platform, as long as you control the retail listings or can share access to them.',
    },
    {
      question: 'Do you guarantee bestseller status or a number of sales?',
      answer:
        'No honest marketer can. We commit to specific deliverables and transparent reporting, and we set realistic targets based on your genre and budget.',
    },
    {
      question: 'How soon before launch should I start?',
      answer:
        'Ideally three to four months before release, so reviews, giveaways and press can build momentum. We can also revive backlist titles at any time.',
    },
    {
      question: 'Is advertising spend included in the service fee?',
      answer:
        'No. Ad spend for Amazon, social media and billboards is quoted separately and paid directly to the platform or billed at cost.',
    },
  ],
  ctaTitle: "Let's find your readers",
  ctaBody:
    'Tell us about your book and your goals. We will suggest a campaign mix and a budget range on a free strategy call.',
};
