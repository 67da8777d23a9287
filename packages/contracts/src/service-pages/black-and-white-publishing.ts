import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'black-and-white-publishing',
  title: 'Black and White Book Publishing',
  metaTitle: 'Black and White Book Publishing | Quillbridge Publishing',
  metaDescription:
    'Publish your novel, memoir or nonfiction book in paperback, hardcover and eBook, with cover design, typesetting, ISBNs and global retail distribution.',
  heroLead:
    'Professional paperback, hardcover and eBook editions for text-driven books, designed to stand beside traditionally published titles on any shelf.',
  intro: [
    'Most books are read in black and white: novels, memoirs, biographies, self-help, business and history. For these titles, quality comes down to a cover that signals the right genre and an interior that is comfortable to read for hundreds of pages.',
    'Our designers set your text with proper margins, leading, chapter openings and running heads, and they clean up the details readers notice even when they cannot name them: widows and orphans, uneven spacing and badly broken words. Your cover is designed from a brief built on comparable bestsellers in your category.',
    'When the files are approved, we set up your editions with print-on-demand partners and eBook retailers, so there is no inventory to store and no minimum print run to pay for.',
  ],
  process: [
    {
      title: 'Manuscript intake',
      body: 'We review your final manuscript, confirm trim size and formats, and gather your cover preferences and author bio.',
    },
    {
      title: 'Cover and interior design',
      body: 'You receive two cover concepts and a sample chapter layout, then a full interior once the style is approved.',
    },
    {
      title: 'Proofing',
      body: 'You review a complete PDF proof and can order a printed proof copy before anything goes on sale.',
    },
    {
      title: 'Publication',
      body: 'We assign ISBNs, upload all editions, complete retailer metadata and confirm live listings with you.',
    },
  ],
  highlights: [
    {
      title: 'Genre-aware cover design',
      body: "Covers are researched against the top titles in your category so readers recognize your book's genre at thumbnail size.",
    },
    {
      title: 'Print on demand',
      body: 'Copies are printed as they are ordered, so you never pay for warehousing or unsold stock.',
    },
    {
      title: 'Author copies at cost',
      body: "Order copies for events and signings at the printer's price plus shipping, with no markup from us.",
    },
  ],
  faqs: [
    {
      question: 'Which trim sizes do you offer?',
      answer:
        'The most common are 5 x 8, 5.5 x 8.5 and 6 x 9 inches for paperbacks and 6 x 9 for hardcovers. We recommend a size based on your genre and page count.',
    },
    {
      question: 'Do I need my own ISBN?',
      answer: 'No. We can assign ISBNs for each edition in your name, or use ISBNs you already own.',
    },
    {
      question: 'Is editing included?',
      answer:
        'Design and typesetting are included. Copy editing is a separate service because needs vary widely, and we will tell you honestly if your manuscript needs it.',
    },
    {
      question: 'Can my book be ordered by bookstores and libraries?',
      answer:
        'Yes. Paperback and hardcover editions are listed in the catalogs used by bookstores and libraries, so any store can order your book.',
    },
  ],
  ctaTitle: 'Publish your book in print and eBook',
  ctaBody:
    'Share your manuscript details on a free strategy call and receive a written quote with formats, schedule and installment options.',
};
