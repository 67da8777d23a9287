import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'audiobook-production',
  title: 'Audiobook Production Services',
  metaTitle: 'Audiobook Production Services | Quillbridge Publishing',
  metaDescription:
    'Professional audiobook production: narrator casting, studio recording, editing, mastering to retailer specifications and distribution to audio platforms.',
  heroLead:
    'Give your book a voice. We cast, record, edit and master your audiobook to the standards audio retailers require, then distribute it worldwide.',
  intro: [
    'Audiobooks are one of the fastest-growing ways people read, especially during commutes, workouts and long drives. A great narrator can win listeners who might never pick up your print edition.',
    'We shortlist professional narrators whose voice, accent and pacing suit your book, and you choose from recorded auditions of your own text. Before recording begins, we build a pronunciation guide with you for names, places and any specialist terms.',
    'Finished chapters are edited, proofed against the manuscript and mastered to the technical specifications required by the major audiobook retailers, so your files are accepted the first time.',
  ],
  process: [
    {
      title: 'Casting',
      body: 'We share up to three auditions recorded from a passage of your book, and you choose the voice.',
    },
    {
      title: 'Preparation',
      body: 'Together we complete the pronunciation guide and character notes so the narrator is ready from the first session.',
    },
    {
      title: 'Recording and proofing',
      body: 'Chapters are recorded, edited and checked word for word against the text, and you review them in batches.',
    },
    {
      title: 'Mastering and distribution',
      body: 'Final files are mastered, packaged with credits and a retail sample, and delivered to audio retailers and libraries.',
    },
  ],
  highlights: [
    {
      title: 'Professional narrators',
      body: 'Our narrators are experienced voice actors, with options for multiple voices in dialogue-heavy fiction.',
    },
    {
      title: 'Word-for-word proofing',
      body: 'A dedicated proofer listens to every chapter against the manuscript to catch misreads and noise.',
    },
    {
      title: 'Retailer-ready files',
      body: 'Files meet the loudness, noise-floor and format requirements of major audio platforms.',
    },
  ],
  faqs: [
    {
      question: 'How long does audiobook production take?',
      answer:
        'A typical 70,000-word book becomes about eight hours of audio and takes six to ten weeks from casting to delivery.',
    },
    {
      question: 'Can I narrate my own book?',
      answer:
        'Yes, for memoirs and nonfiction this often works well. We can coach you and book studio time, then handle editing and mastering.',
    },
    {
      question: 'How is audiobook production priced?',
      answer:
        'Pricing is based on the finished hours of audio and the narrator you choose. You receive a fixed quote after we estimate the runtime.',
    },
    {
      question: 'Who owns the audiobook?',
      answer:
        'You do. The narrator is paid a fee for the recording, and the finished audio and its royalties belong to you.',
    },
  ],
  ctaTitle: 'Turn your book into an audiobook',
  ctaBody:
    'Tell us your word count and genre, and we will estimate the runtime and send narrator options for your book.',
};
