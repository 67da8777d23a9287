import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'full-color-publishing',
  title: 'Full Color Book Publishing',
  metaTitle: 'Full Color Book Publishing | Quillbridge Publishing',
  metaDescription:
    'Full color publishing for cookbooks, photo books, travel guides and illustrated nonfiction, with color-managed files, printed proofs and distribution.',
  heroLead:
    'For books where every image matters, we prepare color-managed files and premium print editions that do justice to your photography and artwork.',
  intro: [
    'Cookbooks, photography collections, travel guides, art books and richly illustrated nonfiction live or die on the quality of their images. Color that looks vivid on a laptop can print dull or muddy if the files are not prepared with care.',
    'Our production designers correct and convert your images for print, design spreads that balance text and visuals, and style the sidebars, captions and callouts that make a reference book easy to use. For eBooks we build fixed-layout editions that preserve your design on tablets.',
    'Before release you review a printed color proof, so you can see exactly what readers will hold in their hands.',
  ],
  process: [
    {
      title: 'Content and image audit',
      body: 'We check the resolution and rights status of every image and flag anything that will not print well.',
    },
    {
      title: 'Layout design',
      body: 'Our designer creates a style for openers, spreads and captions, then lays out the full book.',
    },
    {
      title: 'Color proofing',
      body: 'You review a PDF proof and a printed proof copy, with one round of image adjustments included.',
    },
    {
      title: 'Publication',
      body: 'We publish the print and fixed-layout eBook editions and complete retailer listings with preview pages.',
    },
  ],
  highlights: [
    {
      title: 'Color-managed production',
      body: 'Images are corrected and converted to print profiles so colors stay consistent from screen to page.',
    },
    {
      title: 'Reference-friendly design',
      body: 'Recipes, itineraries and instructions are laid out so readers can follow them at a glance.',
    },
    {
      title: 'Premium print options',
      body: 'We select paper and printing options that suit image-heavy books while keeping the retail price realistic.',
    },
  ],
  faqs: [
    {
      question: 'What image resolution do I need?',
      answer:
        'Photos should be at least 300 pixels per inch at the size they will print. We check every file and tell you which ones need replacing before layout starts.',
    },
    {
      question: 'Why is full color printing more expensive?',
      answer:
        'Color printing uses more ink and premium paper. We model the print cost with you so your retail price still leaves a healthy royalty.',
    },
    {
      question: 'Can I use images I found online?',
      answer:
        'Only if you hold a license or the image is in the public domain. We can help source licensed stock photography if needed.',
    },
    {
      question: 'Will my eBook look like the print book?',
      answer:
        'For image-heavy books we create a fixed-layout eBook that preserves your page design on tablets and color e-readers.',
    },
  ],
  ctaTitle: 'Bring your images to print',
  ctaBody:
    "Tell us about your book's page count and images, and we will recommend paper, format and a realistic production schedule.",
};
