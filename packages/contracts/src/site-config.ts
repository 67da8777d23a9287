export interface SiteConfig {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  phone: { display: string; tel: string };
  email: string;
  address: {
    street: string;
    suite: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  businessHours: string;
  social: {
    label: string;
    href: string;
    icon: 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';
  }[];
  whatsappUrl: string;
  foundedYear: number;
  strategyCallPath: '/contact';
}

export const siteConfig: SiteConfig = {
  name: 'Quillbridge Publishing',
  legalName: 'Quillbridge Publishing LLC',
  tagline: 'From finished manuscript to found by readers.',
  description:
    'Quillbridge Publishing helps independent authors publish and market their books with professional editing, design, print and eBook distribution, audiobooks, translation and reader-focused marketing campaigns - while the author keeps full rights and royalties.',
  phone: { display: '(888) 555-0142', tel: '+18885550142' },
  email: 'hello@quillbridgepublishing.com',
  address: {
    street: '2140 South Congress Avenue',
    suite: 'Suite 310',
    city: 'Austin',
    region: 'TX',
    postalCode: '78704',
    country: 'United States',
  },
  businessHours: 'Monday to Friday, 9:00 AM - 6:00 PM Central Time',
  social: [
    {
      label: 'Facebook',
      href: 'https://www.facebook.com/quillbridgepublishing',
      icon: 'facebook',
    },
    {
      label: 'Instagram',
      href: 'https://www.instagram.com/quillbridgepublishing',
      icon: 'instagram',
    },
    { label: 'X', href: 'https://x.com/quillbridgepub', icon: 'x' },
    {
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/quillbridge-publishing',
      icon: 'linkedin',
    },
    {
      label: 'YouTube',
      href: 'https://www.youtube.com/@quillbridgepublishing',
      icon: 'youtube',
    },
  ],
  whatsappUrl: 'https://wa.me/18885550142',
  foundedYear: 2016,
  strategyCallPath: '/contact',
};
