/**
 * The drawn signature arrives as a PNG data URL. A PNG's header states its size, and decoding
 * costs four bytes a pixel whatever the file weighs (48 KB can declare 20,000 × 20,000 pixels,
 * 1.6 GB decoded), so the size is checked from the header before anything decodes it.
 */
export const DRAWN_SIGNATURE_MAX_PIXELS = { width: 2000, height: 1000 } as const;

const PNG_MAGIC = [137, 80, 78, 71, 13, 10, 26, 10];

/** The PNG bytes of a `data:image/png;base64,…` URL (the schema has checked its form). */
export const drawnSignatureBytes = (dataUrl: string): Uint8Array =>
  Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** Width and height as the PNG's first chunk (IHDR) states them, or null when it is no PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24 || PNG_MAGIC.some((byte, index) => png[index] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Why the drawn signature is refused before decoding, or null when its header is acceptable. */
export function drawnSignatureSizeProblem(png: Uint8Array): string | null {
  const size = pngSize(png);
  if (!size || size.width === 0 || size.height === 0) return 'The drawn signature is not a readable PNG image';
  const max = DRAWN_SIGNATURE_MAX_PIXELS;
  if (size.width <= max.width && size.height <= max.height) return null;
  return `The drawn signature is ${size.width} × ${size.height} pixels: at most ${max.width} × ${max.height} are accepted`;
}
