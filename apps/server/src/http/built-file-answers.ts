import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  keptBodyHeaders,
  keptBytes,
  preferredEncoding,
  type BodyHeaders,
  type Encoding,
  type KeptBody,
} from './compressed-body.js';
import type { SecurityHeaders } from './security-headers.js';
import type { App } from './types.js';

/** A built file or prerendered page, as its Fastify route sends it (sendBody). */
export interface BuiltAnswer {
  body: KeptBody;
  headers: BodyHeaders;
}

/** One answer's status line arguments, worked out once: its header list and its bytes. */
interface Prepared {
  headers: string[];
  bytes: Buffer | undefined;
}

const ENCODINGS = [null, 'gzip', 'br'] as const;

/** The answers of one file, by encoding, revalidation and protocol, each made when first asked for. */
class FileAnswers {
  readonly #prepared: (Prepared | undefined)[] = [];
  constructor(
    readonly path: string,
    readonly file: BuiltAnswer,
    private readonly security: SecurityHeaders,
  ) {}

  get(encoding: Encoding | null, notModified: boolean, requestIsHttps: boolean): Prepared {
    const slot = ENCODINGS.indexOf(encoding) * 4 + (notModified ? 2 : 0) + (requestIsHttps ? 1 : 0);
    return (this.#prepared[slot] ??= this.prepare(notModified ? null : encoding, notModified, requestIsHttps));
  }

  private prepare(encoding: Encoding | null, notModified: boolean, requestIsHttps: boolean): Prepared {
    const headers = {
      ...this.security.forUrl(this.path, requestIsHttps),
      ...keptBodyHeaders(this.file.body, this.file.headers, encoding),
    };
    const bytes = notModified ? undefined : keptBytes(this.file.body, encoding);
    if (bytes) headers['content-length'] = String(bytes.length);
    return { headers: Object.entries(headers).flat(), bytes };
  }
}

/**
 * GET and HEAD of a built file (hashed assets, prerendered pages, the service worker, icons) are
 * answered in Node's request listener, before Fastify: the answer is known in advance, and
 * Fastify's per-request work (request and reply objects, hooks, routing) costs more than the
 * answer itself. Each answer carries exactly what its Fastify route would send: the same security
 * headers (security-headers.ts) and content headers (compressed-body.ts), and the integration
 * tests compare the two. Anything else is Fastify's: other paths and spellings, query strings (the
 * input guard reads them), revalidating HEADs, requests with an Authorization header (a JSON
 * file's answer becomes no-store), a protocol only a proxy's header tells, and every request once
 * the server is closing (Fastify answers those 503).
 *
 * These answers write no request log line (not even when slow: nothing of ours can make them so);
 * an error in making one is logged here.
 */
export function answerBuiltFilesFirst(
  app: App,
  files: ReadonlyMap<string, BuiltAnswer>,
  security: SecurityHeaders,
): void {
  const answers = new Map([...files].map(([path, file]) => [path, new FileAnswers(path, file, security)]));
  let closing = false;
  // Fastify marks itself closing in the same tick, just before it runs these hooks.
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  /** True when this request was answered here. */
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (closing || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const file = answers.get(request.url ?? '');
    const headers = request.headers;
    if (!file || headers.authorization !== undefined) return false;
    if (headers['x-forwarded-proto'] !== undefined && !security.siteIsHttps) return false;
    const encoding = preferredEncoding(headers['accept-encoding']);
    const notModified = file.file.headers.status === 200 && headers['if-none-match'] === file.file.body.etag;
    // Fastify answers a HEAD revalidation with `content-length: 0`: rare enough to leave to it.
    if (notModified && request.method === 'HEAD') return false;
    const prepared = file.get(encoding, notModified, 'encrypted' in request.socket);
    response.writeHead(notModified ? 304 : file.file.headers.status, prepared.headers);
    response.end(prepared.bytes);
    return true;
  };

  const server = app.server;
  const [fastify, ...others] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastify || others.length > 0) throw new Error('expected Fastify as the only request listener of its server');
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    try {
      if (answer(request, response)) return;
    } catch (error) {
      app.log.error({ err: error, method: request.method, url: request.url }, 'built file answer failed');
      if (response.headersSent) return void response.destroy();
    }
    fastify.call(server, request, response);
  });
}
