import { describe, expect, it } from 'vitest';
import { wireFrame } from './wire-frame.js';

/** The JSON a client reads from the frame, and its header's length field. */
function parse(bytes: Buffer) {
  const lengthField = bytes[1]! & 0x7f;
  const [length, offset] =
    lengthField === 126
      ? [bytes.readUInt16BE(2), 4]
      : lengthField === 127
        ? [Number(bytes.readBigUInt64BE(2)), 10]
        : [lengthField, 2];
  expect(bytes.length).toBe(offset + length);
  return { first: bytes[0], masked: (bytes[1]! & 0x80) !== 0, frame: JSON.parse(bytes.subarray(offset).toString()) };
}

describe('wireFrame', () => {
  it('is one final, unmasked text frame for every payload length class', () => {
    for (const size of [10, 200, 70_000]) {
      const frame = { type: 'error', code: 'bad_frame', message: 'é'.repeat(size) } as const;
      expect(parse(wireFrame(frame))).toEqual({ first: 0x81, masked: false, frame });
    }
  });
});
