import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: null,
  title: 'Publishing Packages for Independent Authors',
  metaTitle: 'Book Publishing Packages | Quillbridge Publishing',
  metaDescription:
    'Self-publishing packages for print, eBook and audio: editing, cover and interior design, ISBNs and global distribution. You keep your rights and royalties.',
  heroLead:
    'Everything it takes to turn a finished manuscript into a professional book, with a dedicated project manager and no surrender of rights.',
  intro: [
    'Independent publishing gives you control over your book, but it also asks you to become an editor, designer, typesetter and distributor at once. Our publishing packages bring those roles together under one team, so you can make the decisions that matter and leave the technical work to people who do it every day.',
    'Every package is scoped to your manuscript. A 60,000-word novel, a full color cookbook and a 32-page picture book need different skills, different printers and different timelines, so we start with a conversation and a written quote rather than a one-size price list. The one exception is copy editing, which is billed at a transparent per-word rate.',
    'Whatever you choose, the book stays yours. Your name appears as the publisher of record if you wish, you approve every proof, and royalties from retailers are paid straight to your own accounts.',
  ],
  process: [
    {
      title: 'Strategy call',
      body: 'We talk through your manuscript, your readers, your timeline and your budget, then recommend the formats and services that fit.',
    },
    {
      title: 'Written quote and agreement',
      body: 'You receive an itemized quote and a plain-language service agreement, with the option to pay in installments.',
    },
    {
      title: 'Production',
      body: 'Editing, design, typesetting and conversion run in clear milestones that you can follow in your author dashboard.',
    },
    {
      title: 'Release and distribution',
      body: 'After you approve the final proofs we publish your editions and confirm every live retail listing with you.',
    },
  ],
  highlights: [
    {
      title: 'One project manager',
      body: 'A single point of contact coordinates editors, designers and narrators, and answers your questions within one business day.',
    },
    {
      title: 'Your rights, your royalties',
      body: 'We never take a share of your sales. Retail accounts are set up in your name and payments go directly to you.',
    },
    {
      title: 'Installment-friendly billing',
      body: 'Projects are invoiced by milestone, and most packages can be split into monthly installments at no extra cost.',
    },
  ],
  faqs: [
    {
      question: 'How much does a publishing package cost?',
      answer:
        'Pricing depends on length, formats and design needs, so each package is quoted individually after a free strategy call. Copy editing is the only fixed-rate service, at $0.05 per word.',
    },
    {
      question: 'How long does it take to publish my book?',
      answer:
        'A black and white novel usually takes eight to twelve weeks from signed agreement to release. Illustrated, full color and translated titles take longer, and your quote includes a realistic schedule.',
    },
    {
      question: 'Do I keep the rights to my book?',
      answer:
        'Yes. You retain all copyrights and subsidiary rights, and you can take your files elsewhere at any time after the project is paid in full.',
    },
    {
      question: 'Can I combine publishing and marketing services?',
      answer:
        'Yes. Many authors add a launch campaign to their package, and we schedule marketing work so it lines up with your release date.',
    },
  ],
  ctaTitle: 'Ready to plan your book?',
  ctaBody:
    'Book a free 30-minute strategy call. We will review your manuscript goals and send you a written quote within three business days.',
};
