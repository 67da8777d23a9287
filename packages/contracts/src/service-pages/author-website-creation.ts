import type { ServicePageContent } from '../service-pages.js';

export const servicePage: ServicePageContent = {
  serviceId: 'author-website',
  title: 'Author Website Creation',
  metaTitle: 'Author Website Creation | Quillbridge Publishing',
  metaDescription:
    'A professional, mobile-friendly author website with book pages, buy links, newsletter signup, domain and hosting, plus training to update it yourself.',
  heroLead:
    'A home on the web that you own, built to introduce you, showcase your books and turn visitors into newsletter subscribers.',
  intro: [
    'Social platforms change their rules constantly, but your website and your email list belong to you. An author website is where readers, journalists, event organizers and bookstores go to learn about you and your work.',
    'We design a site around your books and brand, with clear pages for each title, retailer buy links, an about page, events and a contact form. A newsletter signup connects to your email provider so every visit can grow your reader list.',
    'Your site is fast, mobile-friendly and built on a platform you can update yourself. We register your domain, set up a year of hosting and train you on adding books, posts and events.',
  ],
  process: [
    {
      title: 'Discovery',
      body: 'We review your books, brand, goals and the sites of authors you admire.',
    },
    {
      title: 'Design',
      body: 'You approve a homepage design before we build the remaining pages.',
    },
    {
      title: 'Build and content',
      body: 'We build the site, add your books and copy, and connect your newsletter and domain.',
    },
    {
      title: 'Launch and training',
      body: 'After testing on phones, tablets and desktops, we launch the site and walk you through updating it.',
    },
  ],
  highlights: [
    {
      title: 'You own it',
      body: 'The domain and site are registered in your name, and you can move them at any time.',
    },
    {
      title: 'Built to grow your list',
      body: 'Signup forms and reader magnets are placed where visitors are most likely to join.',
    },
    {
      title: 'Easy to update',
      body: 'Add a new book or event in minutes, without writing code.',
    },
  ],
  faqs: [
    {
      question: 'Do I need a website if I am on social media?',
      answer:
        'Yes. A website is the one place you fully control, it appears in search results for your name, and it gives press and event organizers a professional reference.',
    },
    {
      question: 'What happens after the first year of hosting?',
      answer: 'You can renew hosting with us or move the site to any provider. We give you all logins and files.',
    },
    {
      question: 'Can you write the website copy?',
      answer: 'Yes. We can write or polish your author bio, book descriptions and page copy as part of the project.',
    },
    {
      question: 'How long does it take to build?',
      answer: 'Most author websites launch within four to six weeks, depending on how quickly content is approved.',
    },
  ],
  ctaTitle: 'Build your author home online',
  ctaBody: 'Tell us about your books and the readers you want to reach, and we will propose a site plan and quote.',
};
