/**
 * The catalogue's directory: each service's name, category, icon and page, which the site's
 * navigation and home page list. Descriptions, features and prices are in catalogue-data.ts, so
 * pages that only list services do not download them.
 */
export type ServiceCategory = 'Publishing' | 'Marketing';

export interface CatalogueEntry {
  id: string;
  name: string;
  category: ServiceCategory;
  icon: string;
  pagePath: string | null;
  sortOrder: number;
}

export const catalogueDirectory: readonly CatalogueEntry[] = [
  {
    id: 'black-and-white-publishing',
    name: 'Black and White Publishing',
    category: 'Publishing',
    icon: 'BookOpen',
    pagePath: '/black-and-white-publishing',
    sortOrder: 1,
  },
  {
    id: 'full-color-publishing',
    name: 'Full Color Publishing',
    category: 'Publishing',
    icon: 'Palette',
    pagePath: '/full-color-publishing',
    sortOrder: 2,
  },
  {
    id: 'childrens-book-publishing',
    name: "Children's Book Publishing",
    category: 'Publishing',
    icon: 'Sparkles',
    pagePath: '/childrens-book-publishing',
    sortOrder: 3,
  },
  {
    id: 'audiobook-production',
    name: 'Audiobook Services',
    category: 'Publishing',
    icon: 'Headphones',
    pagePath: '/audiobook-services',
    sortOrder: 4,
  },
  {
    id: 'book-translation',
    name: 'Translation Services',
    category: 'Publishing',
    icon: 'Languages',
    pagePath: '/translation-services',
    sortOrder: 5,
  },
  {
    id: 'copy-editing',
    name: 'Copy Editing',
    category: 'Publishing',
    icon: 'SpellCheck',
    pagePath: '/copy-editing-services',
    sortOrder: 6,
  },
  {
    id: 'data-entry',
    name: 'Data Entry Services',
    category: 'Publishing',
    icon: 'Keyboard',
    pagePath: '/data-entry-services',
    sortOrder: 7,
  },
  {
    id: 'book-review',
    name: 'Professional Book Review Services',
    category: 'Marketing',
    icon: 'Star',
    pagePath: '/professional-book-review-services',
    sortOrder: 8,
  },
  {
    id: 'book-trailer',
    name: 'Book Trailer Services',
    category: 'Marketing',
    icon: 'Clapperboard',
    pagePath: '/book-trailer-services',
    sortOrder: 9,
  },
  {
    id: 'author-website',
    name: 'Author Website Creation',
    category: 'Marketing',
    icon: 'Globe',
    pagePath: '/author-website-creation',
    sortOrder: 10,
  },
  {
    id: 'billboard-advertising',
    name: 'Billboard Advertising Campaign',
    category: 'Marketing',
    icon: 'Megaphone',
    pagePath: '/billboard-advertising-campaigns',
    sortOrder: 11,
  },
  {
    id: 'social-media-campaign',
    name: 'Social Media Campaign',
    category: 'Marketing',
    icon: 'Share2',
    pagePath: '/social-media-campaign',
    sortOrder: 12,
  },
  {
    id: 'amazon-advertising',
    name: 'Amazon Advertising Campaign',
    category: 'Marketing',
    icon: 'TrendingUp',
    pagePath: '/amazon-advertising-campaigns',
    sortOrder: 13,
  },
  {
    id: 'press-release',
    name: 'Press Release Campaign',
    category: 'Marketing',
    icon: 'Newspaper',
    pagePath: '/press-release-campaign',
    sortOrder: 14,
  },
  {
    id: 'goodreads-giveaway',
    name: 'Goodreads Giveaways',
    category: 'Marketing',
    icon: 'Gift',
    pagePath: '/goodreads-giveaways',
    sortOrder: 15,
  },
  {
    id: 'screenplay-development',
    name: 'Screenplay Development',
    category: 'Marketing',
    icon: 'Film',
    pagePath: '/screenplay-development',
    sortOrder: 16,
  },
  {
    id: 'podcast-feature',
    name: 'Podcast Feature',
    category: 'Marketing',
    icon: 'Mic',
    pagePath: '/podcast',
    sortOrder: 17,
  },
  {
    id: 'book-fair-exhibition',
    name: 'Book Fair Exhibition',
    category: 'Marketing',
    icon: 'Store',
    pagePath: null,
    sortOrder: 18,
  },
];

export const directoryInCategory = (category: ServiceCategory) =>
  catalogueDirectory.filter((entry) => entry.category === category);

/** The name of the service a page presents ('/audiobook-services' → 'Audiobook Services'). */
export const serviceNameOfPage = (path: string): string | undefined =>
  catalogueDirectory.find((entry) => entry.pagePath === path)?.name;
