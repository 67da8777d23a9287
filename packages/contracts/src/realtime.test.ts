import { describe, expect, it } from 'vitest';
import { isServerFrame, SERVER_FRAME_TYPES } from './realtime.js';
import { serverFrameSchema } from './realtime-frames.js';

describe('server frames in the browser', () => {
  it('knows exactly the frame types the server schema defines', () => {
    const schemaTypes = serverFrameSchema.options.map((option) => option.shape.type.value);
    expect([...SERVER_FRAME_TYPES].sort()).toEqual([...schemaTypes].sort());
  });

  it('takes objects of a known type and ignores anything else', () => {
    expect(isServerFrame({ type: 'pong' })).toBe(true);
    expect(isServerFrame({ type: 'author-data', authorId: 'a', resources: ['invoices'] })).toBe(true);
    expect(isServerFrame({ type: 'from-a-newer-server' })).toBe(false);
    expect(isServerFrame({})).toBe(false);
    expect(isServerFrame(null)).toBe(false);
    expect(isServerFrame('pong')).toBe(false);
  });
});
