import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'screenplay-development',
  title: 'Book to Screenplay Development',
  metaTitle: 'Book to Screenplay Development | Quillbridge Publishing',
  metaDescription:
    'Adapt your book into an industry-formatted screenplay or TV pilot, with logline, synopsis, beat sheet and a pitch deck for producers and agents.',
  heroLead:
    'Reimagine your book for the screen with an experienced screenwriter and the materials producers expect to see.',
  intro: [
    'Many of the most successful films and series started as books. Turning a novel or memoir into a script, however, means compressing hundreds of pages into a visual story that runs about two hours, or opens a season in under an hour.',
    'You work with a screenwriter who has adapted books before. Together you decide what to keep, what to combine and what to invent, and the writer builds a logline, synopsis and beat sheet before writing the script in industry-standard format.',
    'Alongside the script you receive a pitch deck that presents the story, characters, tone and comparable titles, ready to share with producers, managers and agents you approach.',
  ],
  process: [
    {
      title: 'Adaptation strategy',
      body: 'You and your screenwriter discuss format, audience and the heart of the story to preserve.',
    },
    {
      title: 'Logline, synopsis and outline',
      body: 'You approve the story structure before script writing begins.',
    },
    {
      title: 'Script writing',
      body: 'The screenwriter delivers a first draft, followed by two rounds of revisions based on your notes.',
    },
    {
      title: 'Pitch materials',
      body: 'We prepare a pitch deck and one-page summary to accompany the finished script.',
    },
  ],
  highlights: [
    {
      title: 'Experienced adapters',
      body: 'Our screenwriters specialize in adapting books for feature film and television.',
    },
    {
      title: 'Industry format',
      body: 'Scripts follow the formatting conventions readers at production companies expect.',
    },
    {
      title: 'Ready to pitch',
      body: 'Logline, synopsis and deck give you a complete package for outreach.',
    },
  ],
  faqs: [
    {
      question: 'Will you sell my screenplay to a studio?',
      answer:
        'We do not act as agents and cannot guarantee a sale or option. We prepare professional materials and guidance on approaching producers and managers.',
    },
    {
      question: 'Feature film or TV series?',
      answer:
        'Sprawling stories with many characters often suit a series, while focused stories suit a feature. Your screenwriter will recommend a format.',
    },
    {
      question: 'How long does it take?',
      answer: 'A feature screenplay usually takes three to four months from strategy call to final revision.',
    },
    {
      question: 'Who owns the screenplay?',
      answer:
        "You do. The writer's agreement assigns the screenplay to you, and you retain all film and television rights to your book.",
    },
  ],
  ctaTitle: 'Take your story to the screen',
  ctaBody: 'Tell us about your book and its cinematic potential, and we will match you with a screenwriter.',
};
