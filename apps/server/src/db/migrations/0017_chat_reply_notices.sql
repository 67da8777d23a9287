-- When each person last had a realtime socket open, kept by every instance (on connect, on
-- disconnect, and each minute while one is open): the chat mails "a reply is waiting" to an
-- author away for 10 minutes (chat/reply-notice.ts).
create table realtime_presence (
  user_id uuid primary key,
  last_seen_at timestamptz not null
);

select pgboss.create_queue('chat-reply-notices', '{"policy": "standard"}');
