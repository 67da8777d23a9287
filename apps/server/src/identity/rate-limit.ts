/**
 * Fixed-window counters kept in memory, per action and key (an IP or an email). One server
 * instance counts alone: behind a load balancer each instance applies the limit separately.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one hit and returns the seconds to wait when `limit` is exceeded, else 0.
   */
  hit(key: string, limit: number): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.sweep(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? (window.resetAt - now) / 1000 : 0;
  }

  /** Drops expired windows now and then, so memory stays bounded by the active keys. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
