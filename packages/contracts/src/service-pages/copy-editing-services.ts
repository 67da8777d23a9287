import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'copy-editing',
  title: 'Copy Editing Services',
  metaTitle: 'Copy Editing Services | Quillbridge Publishing',
  metaDescription:
    'Professional copy editing at $0.05 per word: grammar, spelling, punctuation and consistency, with tracked changes and a custom style sheet for your book.',
  heroLead:
    'Clean, consistent, professional prose at a transparent rate of $0.05 per word, with every change tracked so you stay in control.',
  intro: [
    'Readers forgive a lot, but repeated typos and inconsistencies pull them out of a story and show up in reviews. A professional copy edit is one of the most effective investments you can make before publishing.',
    'Our copy editors correct grammar, spelling, punctuation and usage, and they track the details that are hard to see in your own work: a character whose eye color changes, a date that does not add up, or a term spelled three different ways. They follow the Chicago Manual of Style, the standard for most North American book publishing, adjusted to your voice.',
    'You receive your manuscript with tracked changes and margin comments, a list of queries that need your decision, and a style sheet you can hand to any future editor or proofreader.',
  ],
  process: [
    {
      title: 'Word count and sample',
      body: 'We confirm your word count, review a sample and agree a delivery date before work begins.',
    },
    {
      title: 'Copy edit',
      body: 'Your editor works through the manuscript line by line, building the style sheet as they go.',
    },
    {
      title: 'Your review',
      body: "You accept or reject changes in Word and answer the editor's queries in your own time.",
    },
    {
      title: 'Follow-up pass',
      body: 'The editor reviews your responses and any revised passages to make sure nothing was missed.',
    },
  ],
  highlights: [
    {
      title: 'Simple pricing',
      body: '$0.05 per word, calculated on your final word count, with no hidden rush or formatting fees for standard schedules.',
    },
    {
      title: 'Your voice preserved',
      body: 'Editors correct errors and inconsistencies without flattening dialogue, dialect or deliberate style choices.',
    },
    {
      title: 'Reusable style sheet',
      body: 'Names, spellings and conventions are recorded so every book in your series stays consistent.',
    },
  ],
  faqs: [
    {
      question: 'How much will my copy edit cost?',
      answer:
        'Multiply your word count by $0.05. An 80,000-word manuscript costs $4,000, and payment can be split into installments.',
    },
    {
      question: 'What is the difference between copy editing and proofreading?',
      answer:
        'Copy editing corrects language and consistency in the manuscript. Proofreading is a final check of the typeset pages for remaining errors and layout problems.',
    },
    {
      question: 'How long does a copy edit take?',
      answer: 'Most manuscripts up to 100,000 words are returned within three to four weeks.',
    },
    {
      question: 'Will the editor rewrite my book?',
      answer:
        'No. Copy editing does not change your plot, structure or voice. Larger suggestions are raised as comments for you to consider.',
    },
  ],
  ctaTitle: 'Get your manuscript copy edited',
  ctaBody:
    'Send us your word count and genre. We will confirm the price at $0.05 per word and give you a firm delivery date.',
};
