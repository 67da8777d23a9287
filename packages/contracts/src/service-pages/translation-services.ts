import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'book-translation',
  title: 'Book Translation Services',
  metaTitle: 'Book Translation Services | Quillbridge Publishing',
  metaDescription:
    'Literary book translation by native-speaking translators with second-linguist review, localized cover copy and a new edition ready for publication.',
  heroLead:
    'Reach readers in new languages with translations that keep your voice, your humor and your meaning intact.',
  intro: [
    'A translation is not a word-for-word conversion. Good literary translators rebuild your sentences so that they sound natural to native readers while staying faithful to your style, tone and intent.',
    'We match your book with a native speaker of the target language who has translated in your genre before. You approve a sample chapter before the full translation begins, and a second linguist reviews the finished text for accuracy and flow.',
    'Once the translation is complete, we can typeset it as a new edition, adapt your cover and back-cover copy, and publish it with its own ISBN in the relevant retail markets.',
  ],
  process: [
    {
      title: 'Language and market planning',
      body: 'We discuss which languages make sense for your book and where those readers buy.',
    },
    {
      title: 'Sample chapter',
      body: 'Your translator completes a sample chapter and a glossary of key terms for your approval.',
    },
    {
      title: 'Translation and review',
      body: 'The full manuscript is translated and then reviewed line by line by an independent second linguist.',
    },
    {
      title: 'New edition',
      body: 'We typeset the translated text, localize the cover copy and publish the edition with its own ISBN.',
    },
  ],
  highlights: [
    {
      title: 'Native speakers only',
      body: 'Every translator works into their native language and has published literary or nonfiction translations.',
    },
    {
      title: 'Two-linguist quality check',
      body: 'An independent reviewer compares the translation with your original to catch errors and awkward phrasing.',
    },
    {
      title: 'Publication-ready output',
      body: 'You receive a finished edition, not just a document, ready for print and eBook retailers.',
    },
  ],
  faqs: [
    {
      question: 'Which languages do you translate into?',
      answer:
        'Spanish, French, German, Portuguese, Italian, Polish, Czech, Slovak and Hungarian are our most requested. Ask us about others.',
    },
    {
      question: 'How long does a translation take?',
      answer:
        'A translator typically completes 15,000 to 20,000 words per week, plus review time. An 80,000-word novel usually takes eight to ten weeks.',
    },
    {
      question: 'How can I check a translation in a language I do not read?',
      answer:
        'The independent second-linguist review gives you a written quality report, and you are welcome to share the sample with trusted readers.',
    },
    {
      question: 'Who owns the translation rights?',
      answer:
        'You do. Our translators work under agreements that assign the translation to you, so you can publish or license it freely.',
    },
  ],
  ctaTitle: 'Take your book to new readers',
  ctaBody: 'Tell us which languages interest you and we will send translator profiles, a timeline and a quote.',
};
