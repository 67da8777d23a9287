import { conversationTopic, INBOX_TOPIC } from '@app/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { maySubscribe, sideIn } from './connection.js';
import { tokenFromProtocols } from './realtime.routes.js';

const AUTHOR = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('who may take part in a conversation', () => {
  const author = { authorId: AUTHOR, staff: false };
  const team = { authorId: null, staff: true };

  it('is the author in their own conversation and the team in any', () => {
    expect(sideIn(author, AUTHOR)).toBe('user');
    expect(sideIn(author, OTHER)).toBeNull();
    expect(sideIn(team, OTHER)).toBe('support');
  });

  it('keeps the inbox for the team', () => {
    expect(maySubscribe(author, conversationTopic(AUTHOR))).toBe(true);
    expect(maySubscribe(author, conversationTopic(OTHER))).toBe(false);
    expect(maySubscribe(author, INBOX_TOPIC)).toBe(false);
    expect(maySubscribe(team, INBOX_TOPIC)).toBe(true);
    expect(maySubscribe(team, conversationTopic(OTHER))).toBe(true);
  });
});

describe('tokenFromProtocols', () => {
  it('finds the token among the offered subprotocols', () => {
    expect(tokenFromProtocols('quillbridge.realtime.v1, access_token.abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromProtocols('quillbridge.realtime.v1')).toBeUndefined();
    expect(tokenFromProtocols(undefined)).toBeUndefined();
  });
});
