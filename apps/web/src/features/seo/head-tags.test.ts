import { describe, expect, it } from 'vitest';
import { documentTitle, headTags, scriptSafeJson } from './head-tags';

describe('head tags', () => {
  it('writes title, description, absolute canonical and Open Graph tags', () => {
    const html = headTags(
      { title: 'Books', description: 'Our "authors" & their books', path: '/books' },
      'https://example.com/',
    );
    expect(html).toContain('<title>Books | Quillbridge Publishing</title>');
    expect(html).toContain('<meta name="description" content="Our &quot;authors&quot; &amp; their books" />');
    expect(html).toContain('<link rel="canonical" href="https://example.com/books" />');
    expect(html).toContain('<meta property="og:url" content="https://example.com/books" />');
    expect(html).not.toContain('noindex');
  });

  it('keeps a title that already names the brand and marks private pages noindex', () => {
    expect(documentTitle('Quillbridge Publishing | Home')).toBe('Quillbridge Publishing | Home');
    expect(headTags({ title: 'Cart', description: 'd', path: '/cart', noIndex: true }, 'http://x')).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const html = headTags(
      { title: 't', description: 'd', path: '/', jsonLd: { name: '</script><script>alert(1)</script>' } },
      'http://x',
    );
    expect(html).toContain('<script type="application/ld+json">{"name":"\\u003c/script\\u003e');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(scriptSafeJson({ a: '<&>' }))).toEqual({ a: '<&>' });
  });
});
