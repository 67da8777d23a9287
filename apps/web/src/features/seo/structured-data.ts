import type { PublicBook, PublicEpisode } from '@app/contracts/public-content';
import { siteConfig } from '@app/contracts/site-config';

/** schema.org descriptions of the company, its books and its podcast episodes. */

export function organizationJsonLd(origin: string): object {
  const { address } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: origin,
    email: siteConfig.email,
    telephone: siteConfig.phone.tel,
    foundingDate: String(siteConfig.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.suite}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    sameAs: siteConfig.social.map((link) => link.href),
  };
}

export function bookJsonLd(book: PublicBook, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
    author: { '@type': 'Person', name: book.authorName },
    genre: book.genre,
    bookFormat: book.format,
    description: book.description,
    url,
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.publishedOn ? { datePublished: book.publishedOn } : {}),
    publisher: { '@type': 'Organization', name: siteConfig.name },
  };
}

export function podcastEpisodeJsonLd(episode: PublicEpisode, url: string): object {
  const minutes = Math.round(episode.durationSeconds / 60);
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    episodeNumber: episode.number,
    description: episode.summary,
    datePublished: episode.publishedOn,
    timeRequired: `PT${minutes}M`,
    url,
    ...(episode.audioUrl ? { associatedMedia: { '@type': 'MediaObject', contentUrl: episode.audioUrl } } : {}),
    partOfSeries: { '@type': 'PodcastSeries', name: `The ${siteConfig.name} Podcast` },
  };
}
