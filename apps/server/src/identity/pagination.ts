import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors.js';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(50),
});

export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

/** `page` (from 1) and `per_page` (50, at most 1000), or GoTrue's 400 `Bad Pagination Parameters`. */
export function readPage(query: Record<string, string | undefined>): Page {
  const parsed = pageQuery.safeParse(query);
  if (!parsed.success) throw badRequest(`Bad Pagination Parameters: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const { page, per_page: perPage } = parsed.data;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** GoTrue's pagination headers: `X-Total-Count` and a `Link` with next, prev, first and last. */
export function setPaginationHeaders(
  reply: FastifyReply,
  url: string,
  query: Record<string, string | undefined>,
  page: Page,
  total: number,
): void {
  const last = Math.max(1, Math.ceil(total / page.perPage));
  const kept = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const linkTo = (target: number, rel: string) =>
    `<${url}?${new URLSearchParams({ ...kept, page: String(target), per_page: String(page.perPage) })}>; rel="${rel}"`;
  const links = [];
  if (page.page < last) links.push(linkTo(page.page + 1, 'next'));
  if (page.page > 1) links.push(linkTo(page.page - 1, 'prev'));
  links.push(linkTo(1, 'first'), linkTo(last, 'last'));
  reply.header('x-total-count', String(total)).header('link', links.join(', '));
}
