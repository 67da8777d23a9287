-- Support chat: attachments on messages, how far each side has received and read each
-- conversation, and a notification on channel chat_events for every new message, whoever
-- inserts it (the API, a staff tool or plain SQL), so every server instance can push it live.

alter table author_activities
  add column attachment_file_id uuid references files (id) on delete set null;

-- One row per conversation (per author). The *_at markers hold the creation time of the newest
-- message of the other side that this side has received (delivered) or seen (read).
create table chat_conversations (
  author_id uuid primary key references authors (id) on delete cascade,
  last_message_at timestamptz not null,
  author_delivered_at timestamptz,
  author_read_at timestamptz,
  support_delivered_at timestamptz,
  support_read_at timestamptz
);
-- The staff inbox lists conversations by their latest message.
create index chat_conversations_last_message on chat_conversations (last_message_at desc);
-- Unread counts: one side's messages after the other side's read marker.
create index author_activities_author_type_created on author_activities (author_id, activity_type, created_at);

insert into chat_conversations (author_id, last_message_at)
select author_id, max(created_at) from author_activities group by author_id;

create function chat_message_inserted() returns trigger language plpgsql as $$
begin
  insert into chat_conversations (author_id, last_message_at)
  values (new.author_id, new.created_at)
  on conflict (author_id) do update
    set last_message_at = greatest(chat_conversations.last_message_at, excluded.last_message_at);
  -- Only ids travel: a NOTIFY payload is limited to 8000 bytes, a message is not.
  perform pg_notify('chat_events', json_build_object('kind', 'message', 'id', new.id, 'authorId', new.author_id)::text);
  return new;
end
$$;

create trigger author_activities_chat_inserted
  after insert on author_activities
  for each row execute function chat_message_inserted();
