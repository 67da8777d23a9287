import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'book-trailer',
  title: 'Book Trailer Production',
  metaTitle: 'Book Trailer Production | Quillbridge Publishing',
  metaDescription:
    'Cinematic book trailers of 30 to 90 seconds with script, licensed footage and music, motion titles and versions sized for YouTube, Instagram and TikTok.',
  heroLead: 'A short, striking video that captures the mood of your book and stops readers mid-scroll.',
  intro: [
    'Video is the most shared content on social media, and a good trailer gives readers a feel for your book in less than a minute. It works on your website, in ads, at events and in every post announcing your launch.',
    'Our video team writes a script and storyboard from your book, sources licensed footage, music and sound design, and animates the titles and quotes. If your book suits a spoken hook, we add a professional voice-over.',
    'Each trailer is delivered in widescreen, square and vertical formats with captions, so it plays well on every platform, with or without sound.',
  ],
  process: [
    {
      title: 'Creative brief',
      body: "We discuss your book's tone, key moments and audience, and agree on the length and style.",
    },
    {
      title: 'Script and storyboard',
      body: 'You approve the script, visual references and music direction before production begins.',
    },
    {
      title: 'Production',
      body: 'Our editors assemble footage, motion graphics, music and voice-over into a first cut.',
    },
    {
      title: 'Revisions and delivery',
      body: 'Two rounds of revisions are included, and final files are delivered in every format.',
    },
  ],
  highlights: [
    {
      title: 'Fully licensed assets',
      body: 'All footage, music and sound effects are properly licensed for use in advertising.',
    },
    {
      title: 'Made for every platform',
      body: 'Widescreen, square and vertical versions with captions fit YouTube, Instagram, Facebook and TikTok.',
    },
    {
      title: 'Genre-appropriate style',
      body: "A thriller trailer feels tense, a romance feels warm and a children's book trailer feels playful.",
    },
  ],
  faqs: [
    {
      question: 'How long should a book trailer be?',
      answer:
        'For social media we recommend 30 to 60 seconds. Longer trailers of up to 90 seconds work well on websites and at events.',
    },
    {
      question: 'Can you use my own photos or illustrations?',
      answer:
        "Yes. We often animate cover art and interior illustrations, which works especially well for children's books.",
    },
    {
      question: 'How long does production take?',
      answer: 'Most trailers are delivered within three to four weeks of script approval.',
    },
    {
      question: 'Can I use the trailer in paid ads?',
      answer:
        'Yes. Every asset is licensed for advertising use, so you can run the trailer as a paid ad on social platforms.',
    },
  ],
  ctaTitle: 'Show readers what your book feels like',
  ctaBody: 'Share your book and its mood with us, and we will propose a trailer concept and a quote.',
};
