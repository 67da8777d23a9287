import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isRefusedValue } from './errors.js';

const failure = (message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), extra);

describe('database error classes', () => {
  it.each([
    ['a reset socket', failure('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a broken pipe', failure('write EPIPE', { code: 'EPIPE' })],
    ['an administrator shutdown', failure('terminating connection', { code: '57P01' })],
    ['a crash shutdown', failure('terminating connection because of crash', { code: '57P02' })],
    ['a server starting up', failure('the database system is starting up', { code: '57P03' })],
    ['a statement timeout', failure('canceling statement due to statement timeout', { code: '57014' })],
    ['a connection failure', failure('connection failure', { code: '08006' })],
    ['a connection exception', failure('connection exception', { code: '08000' })],
    ['too many connections', failure('sorry, too many clients already', { code: '53300' })],
    ['an ended connection', failure('Connection terminated unexpectedly')],
    ['a client after its connection error', failure('Client has encountered a connection error and is not queryable')],
    ['a pool that waited too long', failure('timeout exceeded when trying to connect')],
    ['a read timeout', failure('Query read timeout')],
    ['a wrapped loss', failure('rollback failed', { cause: failure('x', { code: 'ECONNRESET' }) })],
    [
      'one of several failures',
      new AggregateError([new Error('other'), failure('x', { code: '57P01' })], 'all failed'),
    ],
  ])('counts %s as the database being unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not count other failures, and survives a cause cycle', () => {
    const cyclic = failure('loop');
    (cyclic as { cause?: unknown }).cause = cyclic;
    for (const error of [failure('duplicate key', { code: '23505' }), new TypeError('x is undefined'), cyclic, null]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it('counts data exceptions and too complex statements as a refused value, nothing else', () => {
    for (const code of ['22021', '22P05', '22008', '22P02', '22003', '54001']) {
      expect(isRefusedValue(failure('refused', { code }))).toBe(true);
    }
    for (const code of ['23505', '42601', '57P01', undefined])
      expect(isRefusedValue(failure('x', { code }))).toBe(false);
  });
});
