import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'press-release',
  title: 'Press Release Campaigns for Books',
  metaTitle: 'Book Press Release Campaigns | Quillbridge Publishing',
  metaDescription:
    'Book press releases written by former journalists, distributed nationally and pitched to local media and bloggers, with an online media kit.',
  heroLead:
    'A newsworthy announcement of your book, written the way journalists like to receive it and sent to the people who cover stories like yours.',
  intro: [
    'A book launch becomes news when there is a story behind it: a local author, a timely topic, an unusual path to publication or expertise that helps readers. Our writers, many of them former journalists, find that angle and build your release around it.',
    'Your press release is distributed through a national newswire and pitched directly to local newspapers, radio stations, genre bloggers and podcasters who are most likely to pick it up.',
    'We also build an online media kit with your bio, author photos, cover images, an excerpt and suggested interview questions, so journalists can cover your book without chasing you for details.',
  ],
  process: [
    {
      title: 'Angle discovery',
      body: 'A short interview helps us find the newsworthy hook in you and your book.',
    },
    {
      title: 'Writing',
      body: 'We draft the release with headline options, and you approve the final version.',
    },
    {
      title: 'Distribution and pitching',
      body: 'The release goes out on the newswire and in personal pitches to targeted media.',
    },
    {
      title: 'Pickup report',
      body: 'After two weeks you receive a report with links to published coverage and media responses.',
    },
  ],
  highlights: [
    {
      title: 'Journalist-written',
      body: 'Releases follow newsroom style, which makes them easier for editors to use.',
    },
    {
      title: 'Targeted pitching',
      body: 'Beyond the newswire, we contact local and niche outlets that care about your story.',
    },
    {
      title: 'Ready-made media kit',
      body: 'Everything a reporter needs is in one place, which increases your chances of coverage.',
    },
  ],
  faqs: [
    {
      question: 'Will my book be covered by major newspapers?',
      answer:
        'National coverage is never guaranteed. Local media, trade newsletters and genre blogs are the most realistic and valuable targets for most authors.',
    },
    {
      question: 'When should the press release go out?',
      answer:
        'Usually in the week of your launch or just before a local event, so coverage appears when readers can buy the book.',
    },
    {
      question: 'Can I use the release on my own website?',
      answer: 'Yes. You own the release and media kit and can share them anywhere.',
    },
    {
      question: 'Do you arrange interviews?',
      answer: 'We pitch for interviews and pass every request to you, along with talking points to prepare.',
    },
  ],
  ctaTitle: 'Make your book launch news',
  ctaBody: 'Tell us the story behind your book, and we will suggest angles and outlets for your press campaign.',
};
