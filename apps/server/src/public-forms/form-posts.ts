import fastifyFormbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import { sameSitePath } from '../http/same-site-path.js';
import type { App } from '../http/types.js';
import type { RenderResultPage, ResultPage } from './result-page.js';

/** How a form that the browser posts itself (no JavaScript) is answered. */
export interface FormPostPage {
  /** The page the form is on, the way back when the browser does not say where it came from. */
  formPage: string;
  /** Checkbox fields: the browser sends "on" for a ticked box and nothing otherwise. */
  checkboxes?: readonly string[];
  /** What the visitor reads once the submission is stored, from the JSON the route answered. */
  success(answer: unknown): Pick<ResultPage, 'title' | 'paragraphs'>;
}

interface ErrorAnswer {
  error?: { message?: string; fields?: Record<string, string[]> };
}

const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('application/x-www-form-urlencoded') === true;

/** The same-site page the form was posted from (Referer) when its path is plain, else the form's own page. */
const wayBack = (request: FastifyRequest, fallback: string) =>
  sameSitePath(request.headers.referer, (referer) => referer.host === request.headers.host) ?? fallback;

function failure(status: number, answer: ErrorAnswer): Pick<ResultPage, 'title' | 'paragraphs' | 'list'> {
  const fields = Object.values(answer.error?.fields ?? {}).flat();
  if (status === 400 && fields.length > 0) {
    return { title: 'Please check the form', paragraphs: ['Nothing was sent yet. Go back and:'], list: fields };
  }
  if (status === 429) {
    return { title: 'Too many attempts', paragraphs: ['Please wait a minute and try again.'] };
  }
  return {
    title: 'Not sent',
    paragraphs: [answer.error?.message ?? 'Something went wrong on our side.', 'Please try again in a moment.'],
  };
}

/**
 * The public forms work without JavaScript: the browser's own form post (urlencoded) reaches the
 * same route, validated by the same schema, and gets an HTML page saying what happened instead
 * of the JSON the site's scripts read. `pages` is keyed by route URL.
 */
export async function registerFormPostPages(
  scope: App,
  renderResultPage: RenderResultPage,
  pages: Record<string, FormPostPage>,
): Promise<void> {
  const formPosts = new WeakSet<FastifyRequest>();
  await scope.register(fastifyFormbody, { bodyLimit: 64 * 1024 });

  scope.addHook('preValidation', async (request) => {
    const page = pages[request.routeOptions.url ?? ''];
    if (!page || !isFormPost(request)) return;
    formPosts.add(request);
    const body = request.body as Record<string, unknown>;
    for (const field of page.checkboxes ?? []) body[field] = body[field] === 'on';
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const page = pages[request.routeOptions.url ?? ''];
    if (!page || !formPosts.has(request) || typeof payload !== 'string') return payload;
    const answer: unknown = JSON.parse(payload);
    const outcome = reply.statusCode < 400 ? page.success(answer) : failure(reply.statusCode, answer as ErrorAnswer);
    const back = wayBack(request, page.formPage);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderResultPage(request.url, { ...outcome, link: { href: back, label: 'Back to the page you were on' } });
  });
}
