import { catalogueDirectory, type CatalogueEntry } from './catalogue-directory.js';

export type { ServiceCategory } from './catalogue-directory.js';

export interface ServiceDetails {
  description: string;
  features: string[];
  price: number;
  priceUnit: string | null;
}

export type CatalogueServiceSeed = CatalogueEntry & ServiceDetails;

/** What each service includes and costs, by service id (see catalogue-directory.ts for the rest). */
const serviceDetails: Record<string, ServiceDetails> = {
  'black-and-white-publishing': {
    description:
      'Print-ready paperback, hardcover and eBook editions for novels, memoirs and nonfiction with black and white interiors. We handle layout, cover design, ISBNs and distribution so your book is on sale in the major online stores.',
    features: [
      'Custom cover design with two concept rounds',
      'Professional interior typesetting for print and eBook',
      'ISBN assignment for paperback, hardcover and eBook',
      'Copyright page and Library of Congress Control Number application',
      'Paperback and hardcover setup with print-on-demand partners',
      'eBook conversion to reflowable EPUB',
      'Distribution to Amazon, Barnes & Noble, Apple Books and Kobo',
      'Two rounds of interior proof corrections',
      'Author copies ordered at printer cost',
      '100% of royalties paid directly to the author',
    ],
    price: 0,
    priceUnit: null,
  },
  'full-color-publishing': {
    description:
      'Full color print and digital editions for cookbooks, photography, travel guides and illustrated nonfiction. Our designers prepare color-managed files so images print the way they look on screen.',
    features: [
      'Full color cover and interior design',
      'Image color correction and CMYK conversion',
      'Premium color print setup with print-on-demand partners',
      'Fixed-layout eBook for image-heavy titles',
      'Color-accurate printed proof before release',
      'ISBN assignment and copyright page',
      'Global online retail and library distribution',
      'Photo captions, sidebars and callout styling',
    ],
    price: 0,
    priceUnit: null,
  },
  'childrens-book-publishing': {
    description:
      'Picture books, early readers and chapter books produced with age-appropriate layouts and durable formats. We pair your story with a matched illustrator or lay out the artwork you already have.',
    features: [
      'Illustrator matching with portfolio review',
      'Character sketches and page-by-page storyboard',
      'Up to 32 fully illustrated pages',
      'Hand-lettered or custom title typography',
      'Read-aloud text placement and font sizing by age group',
      'Hardcover, paperback and fixed-layout eBook editions',
      'Reading-level review for the target age range',
      'ISBNs and distribution to retailers and libraries',
    ],
    price: 0,
    priceUnit: null,
  },
  'audiobook-production': {
    description:
      'Studio-quality audiobooks narrated by professional voice actors and mastered to retailer specifications. We manage casting, recording, proofing and distribution to the major audio platforms.',
    features: [
      'Narrator casting with up to three auditions',
      'Pronunciation guide prepared with the author',
      'Professional studio recording',
      'Editing, proofing and retailer-compliant mastering',
      'Square audiobook cover adapted from your book cover',
      'Opening and closing credits and retail sample',
      'Distribution to Audible, Apple Books, Spotify and library platforms',
    ],
    price: 0,
    priceUnit: null,
  },
  'book-translation': {
    description:
      'Literary translation by native-speaking translators who specialize in your genre. Each translation is reviewed by a second linguist before it is typeset as a new edition.',
    features: [
      'Native-speaking translator matched to your genre',
      'Sample chapter translation for author approval',
      'Glossary of names, places and recurring terms',
      'Independent second-linguist review',
      'Localized title, subtitle and back-cover copy',
      'Typesetting of the translated edition',
      'Separate ISBN and retail listing for the new language',
    ],
    price: 0,
    priceUnit: null,
  },
  'copy-editing': {
    description:
      'Line-by-line correction of grammar, spelling, punctuation and consistency by editors trained in Chicago style. You receive a tracked-changes manuscript and a style sheet you can reuse for the rest of your series.',
    features: [
      'Grammar, spelling and punctuation correction',
      'Consistency checks for names, timelines and terminology',
      'Chicago Manual of Style conventions',
      'Tracked changes with explanatory margin comments',
      'Custom style sheet for your book or series',
      "Query list for passages that need the author's decision",
      'One follow-up review of accepted changes',
    ],
    price: 0.05,
    priceUnit: 'per word',
  },
  'data-entry': {
    description:
      'Accurate typing of handwritten, typewritten or scanned manuscripts into clean, editable files. Ideal for memoirs, family histories and older works that exist only on paper.',
    features: [
      'Typing from handwritten, typewritten or scanned pages',
      'Secure upload or insured mail-in of originals',
      'Double-pass accuracy check against the source',
      'Chapter headings and basic formatting applied',
      'Flagged list of illegible words for your review',
      'Delivery as Word and PDF files',
      'Originals returned by tracked shipping',
    ],
    price: 0,
    priceUnit: null,
  },
  'book-review': {
    description:
      'Honest, professionally written reviews from experienced readers in your genre. Reviews can be quoted on your cover, retailer pages and press materials.',
    features: [
      'Editorial review of 300 to 500 words',
      'Reviewer matched to your genre',
      'Short pull quotes for covers and ads',
      'Review published on our partner reader blog',
      'Permission to quote in retail listings and press kits',
      'Delivery within six to eight weeks',
    ],
    price: 0,
    priceUnit: null,
  },
  'book-trailer': {
    description:
      'Cinematic trailers of 30 to 90 seconds that capture the mood of your book for social media, websites and events. Scripted, edited and delivered in every format you need.',
    features: [
      'Script and storyboard written from your book',
      'Licensed stock footage, music and sound effects',
      'Motion typography and title animation',
      'Optional professional voice-over',
      'Two rounds of revisions',
      'Widescreen, square and vertical versions',
      'Captioned files for silent autoplay',
      'YouTube upload and thumbnail design',
    ],
    price: 0,
    priceUnit: null,
  },
  'author-website': {
    description:
      'A fast, mobile-friendly author website that showcases your books and grows your reader list. You get a site you can update yourself, plus hosting and domain setup.',
    features: [
      'Custom design built around your books and brand',
      'Up to eight pages: home, books, about, events, blog, contact and more',
      'Individual book pages with retailer buy links',
      'Newsletter signup connected to your email provider',
      'Domain registration and one year of hosting',
      'Search engine basics: titles, descriptions and sitemap',
      'Mobile and accessibility testing',
      'Training session on updating your site',
    ],
    price: 0,
    priceUnit: null,
  },
  'billboard-advertising': {
    description:
      'Digital and static billboard placements in high-traffic locations, from your hometown to Times Square. We design the creative, book the inventory and report on exposure.',
    features: [
      'Location planning based on your audience and budget',
      'Billboard creative sized for each screen',
      'Booking of digital or static inventory',
      'Campaign flights from one day to four weeks',
      'Photo proof of the ad running on location',
      'Estimated impressions report',
      'Social media graphics made from the billboard creative',
    ],
    price: 0,
    priceUnit: null,
  },
  'social-media-campaign': {
    description:
      'A managed campaign across Facebook, Instagram and TikTok that builds awareness and sends readers to your retail pages. Content, posting and paid promotion are planned month by month.',
    features: [
      'Audience and competitor research',
      'Monthly content calendar',
      'Designed posts, quote cards and short videos',
      'Scheduling and publishing on up to three platforms',
      'Paid post boosting with audience targeting',
      'Community replies during business hours',
      'Monthly performance report with recommendations',
    ],
    price: 0,
    priceUnit: null,
  },
  'amazon-advertising': {
    description:
      'Sponsored Products and Sponsored Brands campaigns managed by specialists who work only with books. We research keywords, control spend and optimize weekly for sales at a sustainable cost.',
    features: [
      'Keyword and competing-title research',
      'Automatic and manual campaign structure',
      'Category and product targeting',
      'Weekly bid and keyword optimization',
      'Negative keyword management to cut wasted spend',
      'Listing review: title, description and categories',
      'Monthly report on spend, sales and ACoS',
    ],
    price: 0,
    priceUnit: null,
  },
  'press-release': {
    description:
      'A professionally written press release distributed to newsrooms, book bloggers and industry outlets. We also build a media kit so journalists have everything they need to cover your book.',
    features: [
      'Press release written by a former journalist',
      'National newswire distribution',
      'Targeted pitch to local media and genre bloggers',
      'Online media kit with author bio, photos and excerpt',
      'Headline and angle options for your approval',
      'Pickup report with links to published coverage',
    ],
    price: 0,
    priceUnit: null,
  },
  'goodreads-giveaway': {
    description:
      'Giveaway campaigns that put your book on thousands of Want to Read shelves. We set up the listing, time the giveaway around your launch and follow up with winners for reviews.',
    features: [
      'Goodreads author profile setup and optimization',
      'Giveaway listing copy and eligibility settings',
      'Print or eBook giveaway setup',
      'Launch-timed scheduling',
      'Winner fulfillment coordination',
      'Review follow-up message templates',
      'Results summary with shelf adds and entries',
    ],
    price: 0,
    priceUnit: null,
  },
  'screenplay-development': {
    description:
      'Adaptation of your book into an industry-formatted screenplay or pilot script. Includes the logline, synopsis and pitch materials producers expect to see.',
    features: [
      'Adaptation strategy call with a screenwriter',
      'Logline and one-page synopsis',
      'Beat sheet and scene outline',
      'Feature-length screenplay or TV pilot in industry format',
      'Two rounds of script revisions',
      'Pitch deck for producers and agents',
      'Copyright registration guidance for the script',
    ],
    price: 0,
    priceUnit: null,
  },
  'podcast-feature': {
    description:
      'A guest interview on the Quillbridge podcast plus placement pitches to independent book podcasts. You get shareable clips and show notes that link straight to your book.',
    features: [
      'Pre-interview call to shape talking points',
      'Recorded interview of 30 to 45 minutes',
      'Professional audio editing and show notes',
      'Three short video or audiogram clips for social media',
      'Episode listing with links to your book and website',
      'Pitches to five genre-matched podcasts',
    ],
    price: 0,
    priceUnit: null,
  },
  'book-fair-exhibition': {
    description:
      'Your book displayed at major international book fairs where publishers, agents, librarians and rights buyers look for new titles. We handle shipping, display and follow-up on every lead.',
    features: [
      'Display at a selected international book fair',
      'Shelf placement in a shared exhibitor stand',
      'One-page rights and sales sheet for your book',
      'Catalogue listing distributed to visitors',
      'Shipping and customs handling for display copies',
      'Photo report from the stand',
      'Follow-up list of interested contacts',
    ],
    price: 0,
    priceUnit: null,
  },
};

/** The 18 services of the catalogue, as the database is seeded with them and the pages show them. */
export const catalogueServices: readonly CatalogueServiceSeed[] = catalogueDirectory.map((entry) => {
  const details = serviceDetails[entry.id];
  if (!details) throw new Error(`catalogue: no details for ${entry.id}`);
  return { ...entry, ...details };
});
