import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'book-review',
  title: 'Professional Book Review Services',
  metaTitle: 'Professional Book Reviews | Quillbridge Publishing',
  metaDescription:
    'Honest editorial book reviews from experienced readers in your genre, with pull quotes you can use on your cover, retail listings and press materials.',
  heroLead: 'Credible, well-written editorial reviews that give new readers a reason to trust your book.',
  intro: [
    'Readers look for social proof before they take a chance on an unfamiliar author. A thoughtful editorial review gives them a clear sense of what your book offers and who will enjoy it.',
    'We match your book with an experienced reviewer who reads widely in your genre. Reviews are honest: we do not buy or guarantee positive opinions, which is exactly why the quotes carry weight with readers and booksellers.',
    'You receive the full review, a set of short pull quotes, and permission to use them in your editorial description, on your cover and in your media kit.',
  ],
  process: [
    {
      title: 'Submission',
      body: 'You send a finished copy or advance reader copy and a short summary of your book.',
    },
    {
      title: 'Reviewer match',
      body: 'We assign a reviewer with experience in your genre and confirm the expected delivery date.',
    },
    {
      title: 'Reading and review',
      body: 'Your reviewer reads the complete book and writes a review of 300 to 500 words.',
    },
    {
      title: 'Delivery and publication',
      body: 'You receive the review and pull quotes, and the review is published on our partner reader blog.',
    },
  ],
  highlights: [
    {
      title: 'Genre-matched reviewers',
      body: 'A cozy mystery fan reviews your cozy mystery, and a business reader reviews your leadership book.',
    },
    {
      title: 'Honest and credible',
      body: "Reviews reflect the reviewer's real opinion, and that credibility is what makes them persuasive.",
    },
    {
      title: 'Ready-to-use quotes',
      body: 'Short pull quotes are selected for covers, ads and retail descriptions.',
    },
  ],
  faqs: [
    {
      question: 'Are the reviews guaranteed to be positive?',
      answer:
        'No. We guarantee a fair, professionally written review. If a review is critical, you may choose not to have it published on the partner blog.',
    },
    {
      question: 'Will the review appear on Amazon?',
      answer:
        "Editorial reviews can be added to your book's editorial description and author pages. Customer reviews on retail sites must come from independent readers under retailer rules.",
    },
    {
      question: 'How long does it take?',
      answer: 'Most reviews are delivered within six to eight weeks of receiving your book.',
    },
    {
      question: 'Can my book be reviewed before publication?',
      answer:
        'Yes. Reviewing an advance reader copy three months before launch lets you use quotes on your cover and in launch materials.',
    },
  ],
  ctaTitle: 'Get an honest professional review',
  ctaBody: 'Tell us about your book and your release date, and we will match you with a reviewer in your genre.',
};
