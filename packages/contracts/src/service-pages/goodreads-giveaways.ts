import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'goodreads-giveaway',
  title: 'Goodreads Giveaway Campaigns',
  metaTitle: 'Goodreads Giveaway Campaigns | Quillbridge Publishing',
  metaDescription:
    "Goodreads giveaway campaigns that add your book to readers' Want to Read shelves, with profile setup, launch timing and review follow-up with winners.",
  heroLead:
    'Put your book on thousands of Want to Read shelves and build early buzz among the most engaged readers online.',
  intro: [
    'Goodreads is where avid readers track what they read and what they want to read next. A giveaway invites them to enter for a copy of your book, and many entrants add it to their shelves, which keeps it visible to them and their friends.',
    'We optimize your Goodreads author profile and book page, write the giveaway listing, choose print or eBook copies, and schedule the giveaway for the weeks around your launch when visibility matters most.',
    'After the giveaway ends, we coordinate copies for the winners and provide friendly follow-up messages that encourage them to share an honest review.',
  ],
  process: [
    {
      title: 'Profile setup',
      body: 'We claim or polish your author profile and check that every edition of your book is listed correctly.',
    },
    {
      title: 'Giveaway planning',
      body: 'We choose the format, number of copies, eligible countries and dates to fit your launch.',
    },
    {
      title: 'Launch',
      body: 'The giveaway goes live with a compelling listing, and we promote it on your channels.',
    },
    {
      title: 'Fulfillment and follow-up',
      body: 'Winners receive their copies, review reminders are sent, and you get a results summary.',
    },
  ],
  highlights: [
    {
      title: 'Launch timing',
      body: 'Giveaways run in the window that best supports preorders and launch-week reviews.',
    },
    {
      title: 'Engaged readers',
      body: 'Goodreads members read widely and often share their opinions with friends and followers.',
    },
    {
      title: 'Complete handling',
      body: 'We manage setup, fulfillment coordination and follow-up so nothing slips through the cracks.',
    },
  ],
  faqs: [
    {
      question: 'Does a giveaway guarantee reviews?',
      answer:
        'No. Winners are encouraged but not required to review, in line with Goodreads guidelines. Follow-up messages do improve review rates.',
    },
    {
      question: 'Are Goodreads listing fees included?',
      answer: 'Goodreads charges its own giveaway listing fee, which is quoted separately and passed through at cost.',
    },
    {
      question: 'Print or eBook giveaway?',
      answer:
        'eBook giveaways reach more winners at a lower cost, while print giveaways feel more special. We recommend based on your goals.',
    },
    {
      question: 'When is the best time to run a giveaway?',
      answer:
        'About four to six weeks before launch works well, so shelf adds turn into reminders when the book is released.',
    },
  ],
  ctaTitle: 'Get readers shelving your book',
  ctaBody: 'Share your launch date and formats, and we will plan a giveaway that fits your release.',
};
