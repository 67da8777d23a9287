-- The chat's minute sweep for replies waiting (chat/reply-notice.ts) reads the support replies of
-- the last day: this index keeps it to those rows whatever the size of the activity log.
create index author_activities_support_replies on author_activities (created_at) where activity_type = 'chat_support';
