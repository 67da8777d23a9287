import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'amazon-advertising',
  title: 'Amazon Advertising Campaigns for Books',
  metaTitle: 'Amazon Ads for Authors | Quillbridge Publishing',
  metaDescription:
    'Managed Amazon Ads for books: keyword research, Sponsored Products campaigns, weekly bid optimization and monthly reports on spend, sales and ACoS.',
  heroLead:
    'Reach readers at the moment they are searching for their next book, with campaigns managed to keep your ad spend under control.',
  intro: [
    'Amazon is where many readers search for and buy books, and its advertising platform lets you appear next to the titles and keywords your readers already use. Without careful management, though, it is easy to spend a lot on clicks that never become sales.',
    'Our specialists research keywords and comparable titles, structure automatic and manual campaigns, and adjust bids every week based on real data. Negative keywords stop spending on searches that do not convert.',
    'We also review your product page, because ads only work when the listing converts: the cover, title, description, categories and price all affect how many clicks turn into sales.',
  ],
  process: [
    {
      title: 'Listing and market review',
      body: 'We check your product page, categories and competitors, and recommend fixes before spending on ads.',
    },
    {
      title: 'Campaign setup',
      body: 'We build automatic, keyword and product-targeting campaigns with a daily budget you approve.',
    },
    {
      title: 'Weekly optimization',
      body: 'Bids, keywords and targets are adjusted weekly to improve sales and reduce wasted spend.',
    },
    {
      title: 'Monthly reporting',
      body: 'You receive a report on spend, sales, advertising cost of sales and our recommendations.',
    },
  ],
  highlights: [
    {
      title: 'Budget discipline',
      body: 'Daily caps and weekly reviews keep spending predictable, and you set the maximum budget.',
    },
    {
      title: 'Book-specific expertise',
      body: 'Our specialists manage only book campaigns and understand read-through, series and page-read economics.',
    },
    {
      title: 'Your account, your data',
      body: 'Campaigns run in your own advertising account, so all history and data stay with you.',
    },
  ],
  faqs: [
    {
      question: 'How much should I spend on Amazon Ads?',
      answer:
        'Many authors start with $10 to $20 a day while campaigns gather data. We recommend a budget based on your genre, price and goals.',
    },
    {
      question: 'What is ACoS?',
      answer:
        'Advertising cost of sales is ad spend divided by ad-attributed sales. It shows how efficiently your ads are turning clicks into revenue.',
    },
    {
      question: 'Do Amazon Ads work for a single book?',
      answer:
        'They can, but results are usually stronger for series, where readers who buy book one go on to buy the rest.',
    },
    {
      question: 'Is ad spend included in the management fee?',
      answer:
        'No. Ad spend is charged by Amazon directly to your account. Our fee covers research, setup and management.',
    },
  ],
  ctaTitle: 'Get your book in front of searching readers',
  ctaBody: "Share your book's listing with us and we will review it and suggest a starting campaign and budget.",
};
