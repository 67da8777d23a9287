import { siteConfig } from '@app/contracts/site-config';

export interface AboutContent {
  title: string;
  metaDescription: string;
  lead: string;
  story: string[];
  values: { title: string; body: string }[];
  team: { name: string; role: string; bio: string }[];
}

// The brand comes from the site configuration, like the legal texts.
const COMPANY = siteConfig.name;

/** The About page's text (its figures, which the home page shows too, are in about-stats). */
export const aboutContent: AboutContent = {
  title: `About ${COMPANY}`,
  metaDescription: `${COMPANY} helps independent authors publish and market professional books while keeping their rights and royalties. Meet our team.`,
  lead: 'We are editors, designers, producers and marketers who believe independent authors deserve the same quality and care as any title from a traditional publisher, without giving up their rights.',
  story: [
    'Quillbridge Publishing began in 2016 in a shared office in Austin, Texas, when former small-press editor Nadia Brooks started helping a handful of local writers prepare their books for self-publishing. Most of them had finished manuscripts and real readers waiting; what they lacked was a trustworthy team to handle editing, design and distribution.',
    'Word spread through writing groups and book clubs, and the team grew one specialist at a time: a production designer, a managing editor, an audio producer, a marketing director. Today we work with a network of vetted editors, illustrators, narrators and translators across the United States and abroad.',
    'What has not changed is how we work. Every author has one project manager, every project starts with a written quote and agreement, and every book remains the property of the person who wrote it. We do not take royalties, we do not lock authors into contracts, and we tell people honestly when a service is not right for their book.',
  ],
  values: [
    {
      title: 'Authors own their work',
      body: 'Copyright, royalties and retail accounts stay with the author. Our job is to serve the book, not to own it.',
    },
    {
      title: 'Craft before shortcuts',
      body: 'Professional editing, thoughtful design and careful proofing are what make readers trust a book. We do not skip steps to save a week.',
    },
    {
      title: 'Plain language and clear pricing',
      body: 'Quotes are itemized, agreements are readable and invoices match what was agreed. No surprises, no hidden fees.',
    },
    {
      title: 'Honest advice',
      body: 'We would rather recommend a smaller, effective campaign than sell a service that will not help. Realistic expectations make for better books and longer partnerships.',
    },
  ],
  team: [
    {
      name: 'Nadia Brooks',
      role: 'Founder & Chief Executive Officer',
      bio: 'Nadia spent twelve years as an acquisitions and developmental editor at independent presses before founding Quillbridge. She still reads every new manuscript proposal that comes through the door.',
    },
    {
      name: 'Sofia Lindgren',
      role: 'Managing Editor',
      bio: 'Sofia leads our editorial team and freelance editor network. A Chicago style devotee, she has copy edited more than three hundred books across fiction and nonfiction.',
    },
    {
      name: 'Michael Tran',
      role: 'Head of Production',
      bio: 'Michael oversees cover design, typesetting, print and eBook production. He previously managed production for a regional book printer and knows paper stock better than anyone should.',
    },
    {
      name: 'Ruth Adebayo',
      role: 'Director of Marketing',
      bio: "Ruth builds launch and backlist campaigns for our authors. Before joining Quillbridge she ran digital marketing for a children's and young adult imprint.",
    },
    {
      name: 'Leah Kowalski',
      role: 'Audio Producer',
      bio: 'Leah manages narrator casting, recording and mastering for every audiobook we produce. She has produced more than two hundred titles and narrated a few of her own.',
    },
    {
      name: 'Andre Coleman',
      role: 'Author Success Lead',
      bio: 'Andre leads our project managers, the people authors talk to every week. His team makes sure every question gets a clear answer and every milestone lands on time.',
    },
  ],
};
