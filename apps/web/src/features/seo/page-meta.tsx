import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { absoluteUrl, documentTitle, type PageHead } from './head-tags';

/**
 * What a server render learns from the page it renders: its head tags and its HTTP status.
 * Only the server provides one; in the browser the page updates `document.head` itself.
 */
export interface RenderCollector {
  head: PageHead | null;
  status: number;
  /** The site's public origin, for absolute URLs in structured data. */
  origin: string;
}

const RenderCollectorContext = createContext<RenderCollector | null>(null);

export function RenderCollectorProvider({ collector, children }: { collector: RenderCollector; children: ReactNode }) {
  return <RenderCollectorContext.Provider value={collector}>{children}</RenderCollectorContext.Provider>;
}

/** The site's origin: the server's configured one while rendering, else the browser's. */
export function useSiteOrigin(): string {
  const collector = useContext(RenderCollectorContext);
  return collector?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function applyHead(head: PageHead) {
  const title = documentTitle(head.title);
  const url = absoluteUrl(window.location.origin, head.path);
  document.title = title;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:type', head.ogType ?? 'website');
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  document.head.querySelector('meta[name="robots"]')?.remove();
  if (head.noIndex) setMeta('name', 'robots', 'noindex');
}

/** Declares the page's title, description, canonical URL, Open Graph tags and JSON-LD. */
export function PageMeta(head: PageHead) {
  const collector = useContext(RenderCollectorContext);
  if (collector) collector.head = head;
  const { title, description, path, ogType, noIndex } = head;
  useEffect(() => {
    applyHead({ title, description, path, ogType, noIndex });
  }, [title, description, path, ogType, noIndex]);
  return null;
}

/** Sets the HTTP status of a server render (the not-found page answers 404). */
export function useHttpStatus(status: number): void {
  const collector = useContext(RenderCollectorContext);
  if (collector) collector.status = status;
}
