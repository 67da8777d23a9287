import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'social-media-campaign',
  title: 'Social Media Campaigns for Authors',
  metaTitle: 'Social Media Book Marketing | Quillbridge Publishing',
  metaDescription:
    'Managed social media campaigns for authors on Facebook, Instagram and TikTok: content calendars, designed posts, boosted promotion and monthly reports.',
  heroLead: 'Consistent, on-brand social media that builds an audience for your book while you get back to writing.',
  intro: [
    'Readers discover books on social media every day, but keeping several accounts active with good content takes hours each week. Our social team plans, designs and publishes your content so your presence stays steady through launch and beyond.',
    "We begin by researching your readers and the authors they already follow, then build a monthly calendar of posts: quote cards, behind-the-scenes stories, short videos, reader questions and timely promotions. You approve each month's calendar before anything is published.",
    'Where it helps, we boost your best posts with targeted paid promotion to reach readers of comparable authors. Each month you receive a report covering growth, engagement, link clicks and what we will change next.',
  ],
  process: [
    {
      title: 'Audience research',
      body: 'We identify your target readers, comparable authors and the platforms where your genre performs best.',
    },
    {
      title: 'Content calendar',
      body: 'You receive a monthly plan of posts and captions to approve or adjust.',
    },
    {
      title: 'Publishing and promotion',
      body: 'We schedule posts, boost top performers and reply to comments during business hours.',
    },
    {
      title: 'Monthly review',
      body: 'A clear report shows what worked, what did not and what we recommend next month.',
    },
  ],
  highlights: [
    {
      title: 'Your voice, our workload',
      body: 'Captions are written to sound like you, and you approve every calendar before it goes live.',
    },
    {
      title: 'Designed content',
      body: 'Quote cards, announcement graphics and short videos are designed around your cover and brand.',
    },
    {
      title: 'Targeted promotion',
      body: 'Paid boosts reach readers interested in your genre and comparable authors.',
    },
  ],
  faqs: [
    {
      question: 'Which platforms do you manage?',
      answer:
        "Up to three of Facebook, Instagram, TikTok and Threads. We recommend the ones where your genre's readers are most active.",
    },
    {
      question: 'Do I need to create content myself?',
      answer:
        'No, but a few photos or short clips from you each month make the content more personal and usually perform better.',
    },
    {
      question: 'How long should a campaign run?',
      answer:
        'We recommend at least three months. Audiences grow gradually, and the first month is partly spent learning what resonates.',
    },
    {
      question: 'Is the boosting budget included?',
      answer:
        'No. The promotion budget is agreed separately and spent directly on the platforms, and we report every dollar.',
    },
  ],
  ctaTitle: 'Grow your readership on social media',
  ctaBody: 'Book a strategy call to review your current accounts and get a campaign plan for the months ahead.',
};
