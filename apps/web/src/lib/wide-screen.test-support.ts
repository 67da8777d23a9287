/** Makes every media query match, as on a wide screen (jsdom has no media queries). */
export function pretendWideScreen(): void {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
