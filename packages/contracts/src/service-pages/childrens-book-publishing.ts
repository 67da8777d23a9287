import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'childrens-book-publishing',
  title: "Children's Book Publishing",
  metaTitle: "Children's Book Publishing | Quillbridge Publishing",
  metaDescription:
    'Publish a picture book, early reader or chapter book with illustrator matching, storyboarding, age-appropriate layout and print and eBook distribution.',
  heroLead:
    "From first sketch to finished hardcover, we help you create a children's book that parents, teachers and young readers reach for again and again.",
  intro: [
    "Children's books look simple and are anything but. Word count, page turns, reading level and the relationship between text and pictures all have to work together for a book to hold a young reader's attention.",
    'If you need an illustrator, we share portfolios from artists whose style suits your story and manage the collaboration from character sketches to final art. If you already have illustrations, our designers lay them out with text placed for reading aloud and fonts sized for the age group.',
    'We publish in hardcover, paperback and fixed-layout eBook, and we make your book available for order by bookstores, schools and libraries.',
  ],
  process: [
    {
      title: 'Story and format review',
      body: 'We confirm the age range, page count and format, and suggest text adjustments for page turns and pacing.',
    },
    {
      title: 'Illustration',
      body: 'You choose an illustrator, approve character sketches and a storyboard, then review color art in batches.',
    },
    {
      title: 'Layout and proofing',
      body: 'Text and art are combined into spreads, and you review a full proof before printing.',
    },
    {
      title: 'Publication',
      body: 'We publish your editions, complete retailer listings with preview pages and order your author copies.',
    },
  ],
  highlights: [
    {
      title: 'Curated illustrators',
      body: "We work with a roster of professional children's illustrators across styles, from watercolor to bold digital art.",
    },
    {
      title: 'Built for reading aloud',
      body: 'Page turns, line breaks and font sizes are set so parents and teachers can read your book with ease.',
    },
    {
      title: 'Durable formats',
      body: 'Hardcover and paperback options are chosen to stand up to repeated reading in homes and classrooms.',
    },
  ],
  faqs: [
    {
      question: 'How long should my picture book text be?',
      answer:
        'Most picture books run between 400 and 800 words across 32 pages. We will suggest edits if your story runs longer.',
    },
    {
      question: 'Who owns the illustrations?',
      answer:
        'Our illustrator agreements transfer the rights for your book to you, so you can use the art in future editions and marketing.',
    },
    {
      question: 'How long does illustration take?',
      answer:
        'A fully illustrated 32-page picture book typically takes three to five months, depending on the style and the number of revisions.',
    },
    {
      question: 'Can I publish a series with the same characters?',
      answer:
        'Yes. We keep your character sheets and style guide on file and can book the same illustrator for future titles when available.',
    },
  ],
  ctaTitle: "Start your children's book",
  ctaBody:
    'Send us your story and tell us who it is for. We will suggest illustrators and a format on a free strategy call.',
};
