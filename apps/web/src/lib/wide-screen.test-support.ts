/**
 * Makes media queries answer as on a wide screen (jsdom has no media queries): every minimum
 * width is reached, no maximum width applies.
 */
export function pretendWideScreen(): void {
  window.matchMedia = ((query: string) => ({
    matches: !query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
