import { describe, expect, it } from 'vitest';
import { drawnSignatureBytes, drawnSignatureSizeProblem, pngSize } from './drawn-signature.js';

/** The first 24 bytes of a PNG: its signature and the start of its IHDR chunk. */
function pngHeader(width: number, height: number, chunk = 'IHDR'): Uint8Array {
  const bytes = Buffer.alloc(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  bytes.writeUInt32BE(13, 8);
  bytes.write(chunk, 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('pngSize', () => {
  it('reads the width and height from the header', () => {
    expect(pngSize(pngHeader(640, 200))).toEqual({ width: 640, height: 200 });
    expect(pngSize(pngHeader(4_000_000_000, 1))).toEqual({ width: 4_000_000_000, height: 1 });
  });

  it('is null for anything that is not a PNG header', () => {
    expect(pngSize(new Uint8Array(10))).toBeNull();
    expect(pngSize(Buffer.from('GIF89a'.padEnd(30, ' ')))).toBeNull();
    expect(pngSize(pngHeader(10, 10, 'IDAT'))).toBeNull();
  });
});

describe('drawnSignatureSizeProblem', () => {
  it('accepts a signature up to 2000 × 1000 pixels', () => {
    expect(drawnSignatureSizeProblem(pngHeader(600, 200))).toBeNull();
    expect(drawnSignatureSizeProblem(pngHeader(2000, 1000))).toBeNull();
  });

  it('refuses a larger or empty image, and what is no PNG', () => {
    expect(drawnSignatureSizeProblem(pngHeader(20_000, 20_000))).toBe(
      'The drawn signature is 20000 × 20000 pixels: at most 2000 × 1000 are accepted',
    );
    expect(drawnSignatureSizeProblem(pngHeader(2001, 10))).toMatch(/at most 2000 × 1000/);
    expect(drawnSignatureSizeProblem(pngHeader(10, 1001))).toMatch(/at most 2000 × 1000/);
    expect(drawnSignatureSizeProblem(pngHeader(0, 10))).toBe('The drawn signature is not a readable PNG image');
    expect(drawnSignatureSizeProblem(Buffer.from('not a png at all, not at all'))).toBe(
      'The drawn signature is not a readable PNG image',
    );
  });
});

describe('drawnSignatureBytes', () => {
  it('decodes the base64 after the comma of the data URL', () => {
    expect([...drawnSignatureBytes('data:image/png;base64,AQID')]).toEqual([1, 2, 3]);
  });
});
