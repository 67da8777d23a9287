import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'data-entry',
  title: 'Manuscript Typing and Data Entry',
  metaTitle: 'Manuscript Data Entry Services | Quillbridge Publishing',
  metaDescription:
    'Turn handwritten, typewritten or scanned manuscripts into clean, editable Word files with double-checked accuracy and secure handling of your originals.',
  heroLead:
    'Handwritten journals, typewritten drafts and family histories, carefully typed into clean digital files ready for editing and publishing.',
  intro: [
    "Many meaningful books begin on paper: a grandparent's memoir in notebooks, a novel typed decades ago, letters and diaries that tell a family's story. Before they can be edited or published, they need to become editable text.",
    'Our data entry team types directly from your pages rather than relying on automated text recognition alone, then checks every page a second time against the source. Unclear words are flagged for your review instead of guessed.',
    'Originals can be uploaded as scans or sent to us by insured mail. They are stored securely while we work and returned to you by tracked shipping.',
  ],
  process: [
    {
      title: 'Page review',
      body: 'You share sample pages so we can assess legibility, page count and any special formatting.',
    },
    {
      title: 'Secure intake',
      body: 'You upload scans or mail your originals, which are logged and stored securely on arrival.',
    },
    {
      title: 'Typing and verification',
      body: 'Each page is typed and then checked by a second team member against the original.',
    },
    {
      title: 'Delivery',
      body: 'You receive Word and PDF files, a list of flagged words, and your originals by tracked shipping.',
    },
  ],
  highlights: [
    {
      title: 'Human accuracy',
      body: 'Typists read difficult handwriting in context, which catches what automated recognition misses.',
    },
    {
      title: 'Careful handling',
      body: 'Original documents are handled with care, stored securely and never leave our custody except to return to you.',
    },
    {
      title: 'Ready for the next step',
      body: 'Files come with chapter headings and basic formatting, ready for copy editing or layout.',
    },
  ],
  faqs: [
    {
      question: 'Can you read old or difficult handwriting?',
      answer:
        'In most cases, yes. We review sample pages first and will tell you honestly how legible the material is before you commit.',
    },
    {
      question: 'Is it safe to mail my original pages?',
      answer:
        'We recommend scanning when possible. If you mail originals, use insured tracked shipping; we log them on arrival and return them the same way.',
    },
    {
      question: 'How is data entry priced?',
      answer:
        'Pricing depends on page count, legibility and formatting, and is confirmed in a written quote after we see sample pages.',
    },
    {
      question: 'Can you also edit and publish the typed manuscript?',
      answer:
        'Yes. Many authors continue into copy editing and publishing, and your files move straight to the next team.',
    },
  ],
  ctaTitle: 'Bring your paper manuscript to life',
  ctaBody:
    'Send us a few sample pages and an estimated page count, and we will reply with a quote and turnaround time.',
};
