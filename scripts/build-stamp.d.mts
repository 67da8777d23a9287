/** See build-stamp.mjs. */
export function sourceFingerprint(root: string): string;
export function buildIsStale(root: string): boolean;
export function recordBuild(root: string, fingerprint: string): void;
