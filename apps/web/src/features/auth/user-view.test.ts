import { describe, expect, it } from 'vitest';
import { displayName, toAppUser } from './user-view';

describe('toAppUser', () => {
  it('maps id, email, full name, avatar, roles and keeps the raw object', () => {
    const raw = {
      id: 'u1',
      email: 'a@x',
      app_metadata: { roles: ['admin'] },
      user_metadata: { full_name: 'A B', avatar_url: 'http://i' },
    };
    expect(toAppUser(raw)).toEqual({
      id: 'u1',
      email: 'a@x',
      fullName: 'A B',
      avatarUrl: 'http://i',
      roles: ['admin'],
      raw,
    });
  });
  it('falls back to the name metadata', () => {
    expect(toAppUser({ id: 'u1', email: 'a@x', user_metadata: { name: 'Nm' } }).fullName).toBe('Nm');
  });
  it('accepts null metadata', () => {
    expect(toAppUser({ id: 'u1', email: 'a@x', user_metadata: null })).toMatchObject({
      fullName: null,
      avatarUrl: null,
      roles: [],
    });
  });
});

describe('displayName', () => {
  it('prefers full_name, skips an empty one, else null', () => {
    expect(displayName({ user_metadata: { full_name: 'Alice Walker', name: 'Ali' } })).toBe('Alice Walker');
    expect(displayName({ user_metadata: { name: 'Ali' } })).toBe('Ali');
    expect(displayName({ user_metadata: { full_name: '', name: 'Ali' } })).toBe('Ali');
    expect(displayName({ user_metadata: {} })).toBeNull();
  });
});
