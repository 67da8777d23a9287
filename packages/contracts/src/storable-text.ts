/**
 * Input no database column can hold. PostgreSQL refuses a NUL in text and jsonb, and a lone half
 * of a UTF-16 surrogate pair is not Unicode at all (jsonb refuses it; text would store U+FFFD
 * instead). Such input can only come from a hostile or broken client, so it is refused up front.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** How deep objects and arrays of a request may nest: user metadata needs a few levels, not thousands. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = 'too_deep' | 'unstorable_text';

/**
 * The first reason a parsed input (a JSON body, form fields, a query string) cannot be taken:
 * nesting deeper than `maxDepth`, or a string or key with unstorable text. Walks without recursion,
 * so a hostile depth cannot exhaust the stack.
 */
export function inputProblem(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const pending: [unknown, number][] = [[input, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'unstorable_text';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= maxDepth) return 'too_deep';
      for (const key of Object.keys(value)) {
        if (!isStorableText(key)) return 'unstorable_text';
        pending.push([(value as Record<string, unknown>)[key], depth + 1]);
      }
    }
  }
  return null;
}
