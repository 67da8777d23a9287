import { describe, expect, it } from 'vitest';
import { mayChangeAccess } from './account-writes.js';

describe('mayChangeAccess', () => {
  it('is true for writes through the identity API', () => {
    expect(mayChangeAccess('POST', '/.netlify/identity/logout')).toBe(true);
    expect(mayChangeAccess('PUT', '/.netlify/identity/user')).toBe(true);
    expect(mayChangeAccess('PUT', '/.netlify/identity/admin/users/1')).toBe(true);
    expect(mayChangeAccess('DELETE', '/.netlify/identity/admin/users/1')).toBe(true);
  });

  it('is false for reads, and for staff and author data writes, which leave accounts alone', () => {
    expect(mayChangeAccess('GET', '/.netlify/identity/user')).toBe(false);
    expect(mayChangeAccess('HEAD', '/.netlify/identity/settings')).toBe(false);
    expect(mayChangeAccess('POST', '/api/staff/conversations/1/messages')).toBe(false);
    expect(mayChangeAccess('PATCH', '/api/staff/invoices/1')).toBe(false);
    expect(mayChangeAccess('POST', '/api/me/chat/messages')).toBe(false);
  });
});
