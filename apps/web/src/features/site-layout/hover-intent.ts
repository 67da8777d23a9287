/** The spec's nav menu timing. */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;
export const NAV_CLOSE_DELAY_MS = 150;

/**
 * How long to wait before opening a menu on hover: at once while another menu is open or was
 * closed less than the skip delay ago (moving between triggers), else the open delay.
 */
export function hoverOpenDelay(state: { anyOpen: boolean; lastClosedAt: number | null }, now: number): number {
  if (state.anyOpen) return 0;
  if (state.lastClosedAt !== null && now - state.lastClosedAt < NAV_SKIP_DELAY_MS) return 0;
  return NAV_OPEN_DELAY_MS;
}
