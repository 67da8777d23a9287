import { describe, expect, it } from 'vitest';
import { hoverOpenDelay, NAV_OPEN_DELAY_MS } from './hover-intent';

describe('hoverOpenDelay', () => {
  it('waits 200 ms when no menu was open recently', () => {
    expect(hoverOpenDelay({ anyOpen: false, lastClosedAt: null }, 1000)).toBe(NAV_OPEN_DELAY_MS);
    expect(hoverOpenDelay({ anyOpen: false, lastClosedAt: 600 }, 1000)).toBe(200);
  });

  it('opens at once while a menu is open or within 300 ms of one closing', () => {
    expect(hoverOpenDelay({ anyOpen: true, lastClosedAt: null }, 1000)).toBe(0);
    expect(hoverOpenDelay({ anyOpen: false, lastClosedAt: 750 }, 1000)).toBe(0);
    expect(hoverOpenDelay({ anyOpen: false, lastClosedAt: 701 }, 1000)).toBe(0);
    expect(hoverOpenDelay({ anyOpen: false, lastClosedAt: 700 }, 1000)).toBe(200);
  });
});
