import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'billboard-advertising',
  title: 'Billboard Advertising Campaigns for Books',
  metaTitle: 'Billboard Book Advertising | Quillbridge Publishing',
  metaDescription:
    'Digital and static billboard campaigns for your book, from local placements to Times Square, with creative design, booking and photo proof of display.',
  heroLead:
    'Put your book on the big screen, from your hometown main street to the busiest intersections in the country.',
  intro: [
    'A billboard is a bold statement. For launch events, hometown releases, regional stories and authors building a public profile, outdoor advertising creates visibility that online ads cannot match, and a photo of your book on a billboard is memorable content in its own right.',
    'We help you choose locations that fit your audience and budget, from digital screens near bookstores and campuses to high-profile placements in major cities. Our designers adapt your cover into creative that reads clearly from a distance in a few seconds.',
    'We book the inventory, confirm the schedule and send you photo proof of your ad running, along with an estimate of impressions and social graphics to share the moment with readers.',
  ],
  process: [
    {
      title: 'Location planning',
      body: 'We recommend locations, formats and flight dates based on your goals, readers and budget.',
    },
    {
      title: 'Creative design',
      body: 'Our designers create billboard artwork sized for each screen or board, ready for your approval.',
    },
    {
      title: 'Booking',
      body: 'We reserve the inventory with the media owner and confirm dates, times and rotation.',
    },
    {
      title: 'Proof and reporting',
      body: 'You receive photos of the ad on location, an impressions estimate and graphics for social media.',
    },
  ],
  highlights: [
    {
      title: 'Flexible scale',
      body: 'Campaigns range from a single day on a local digital screen to several weeks in major markets.',
    },
    {
      title: 'Designed for distance',
      body: 'Creative is simplified for quick reading: cover, title, a short hook and where to buy.',
    },
    {
      title: 'Shareable moments',
      body: 'Photos of your billboard become launch content for your newsletter and social channels.',
    },
  ],
  faqs: [
    {
      question: 'How much does a billboard campaign cost?',
      answer:
        'Costs vary widely by city, location and duration. A local digital placement can be modest, while a major city placement costs much more. We quote media and design separately.',
    },
    {
      question: 'Does a billboard sell books directly?',
      answer:
        'Billboards build awareness rather than immediate clicks. They work best alongside launch events, local press and social campaigns.',
    },
    {
      question: 'Can I choose a specific location?',
      answer:
        'Yes, subject to availability. We check inventory and suggest alternatives if your first choice is booked.',
    },
    {
      question: 'How far in advance should I book?',
      answer:
        'We recommend four to six weeks before your preferred dates, and longer for high-demand locations and holiday periods.',
    },
  ],
  ctaTitle: 'See your book on a billboard',
  ctaBody: 'Tell us where your readers are and when you launch, and we will suggest locations and a budget.',
};
