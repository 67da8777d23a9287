import { negotiate } from '@fastify/accept-negotiator';

/**
 * The supported language an Accept-Language header ranks first, or undefined. Negotiated by
 * @fastify/accept-negotiator, adapted where its exact matching of values differs from how
 * browsers mean language ranges:
 * - it matches whole tags, so each range is cut to its primary subtag (`fr-CA` finds `fr`);
 * - it maps `*` to the first supported value: a wildcard names no language and is dropped;
 * - on equal weights it keeps the supported list's order: the list is put in the header's order.
 */
export function preferredLanguage<T extends string>(
  header: string | undefined,
  supported: readonly T[],
): T | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((range) => range.trim().replace(/^[^;-]+(-[^;]*)?/, (tag) => (tag.split('-')[0] ?? '').toLowerCase()))
    .filter((range) => range !== '' && !range.startsWith('*'));
  const inHeaderOrder = new Set(ranges.map((range) => range.split(';')[0]?.trim() ?? ''));
  const candidates = [...inHeaderOrder].filter((tag): tag is T => (supported as readonly string[]).includes(tag));
  return negotiate(ranges.join(','), candidates) ?? undefined;
}
