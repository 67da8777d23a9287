import { mime } from '@fastify/send';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { keptBody, type KeptBody } from './compressed-body.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** The server bundle of the web app lives in dist/ssr: it is run here, never sent to browsers. */
export const SSR_DIR = 'ssr';

/** A file of the build, with what it is sent with. */
export interface BuiltFile extends KeptBody {
  contentType: string;
  cacheControl: string;
}

/** A built file with the `.br` and `.gz` copies the build wrote beside it (apps/web/scripts/compress.mjs). */
export function readBuiltFile(root: string, file: string): KeptBody {
  const full = join(root, file);
  const sibling = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
  return keptBody(readFileSync(full), { br: sibling('.br'), gzip: sibling('.gz') });
}

const isText = (type: string) => /^text\/|javascript|json|xml|svg/.test(type);

/** Every path below `root` a directory walk finds, as `/`-separated paths relative to it. */
function walk(root: string, skipDir: (rel: string) => boolean): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const rel = relative(root, full).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!skipDir(rel)) visit(full);
      } else found.push(rel);
    }
  };
  visit(root);
  return found;
}

/** Maps each prerendered page to its file: '/about' → 'about/index.html', '/' → 'index.html'. */
export function findPrerenderedPages(root: string): Map<string, string> {
  const pages = walk(root, (rel) => rel === 'assets' || rel === SSR_DIR).filter(
    (rel) => rel === 'index.html' || rel.endsWith('/index.html'),
  );
  return new Map(pages.map((rel) => [`/${rel.replace(/\/?index\.html$/, '')}`, rel]));
}

/**
 * The files a browser may fetch as they are, by URL path: hashed assets (immutable), the service
 * worker and the icon. HTML is served as pages, compressed copies as encodings of their file, and
 * the build's notes (prerender.json) and server bundle not at all.
 */
export function findBuiltFiles(root: string): Map<string, BuiltFile> {
  const files = walk(root, (rel) => rel === SSR_DIR).filter(
    (rel) => !/\.(html|br|gz)$/.test(rel) && rel !== 'prerender.json',
  );
  return new Map(
    files.map((rel) => {
      const type = mime.getType(rel) ?? 'application/octet-stream';
      const file: BuiltFile = {
        ...readBuiltFile(root, rel),
        contentType: isText(type) ? `${type}; charset=utf-8` : type,
        cacheControl: rel.startsWith('assets/') ? IMMUTABLE : SHORT,
      };
      return [`/${rel}`, file];
    }),
  );
}
