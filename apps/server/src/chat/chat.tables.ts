import type { ColumnType } from 'kysely';

type Marker = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ChatConversationsTable {
  author_id: string;
  last_message_at: ColumnType<Date, Date | string, Date | string>;
  author_delivered_at: Marker;
  author_read_at: Marker;
  support_delivered_at: Marker;
  support_read_at: Marker;
}

/** Tables and columns of migration 0006_chat.sql, merged into Kysely's DB. */
declare module '../db/schema.js' {
  interface AuthorActivitiesTable {
    attachment_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  }
  interface DB {
    chat_conversations: ChatConversationsTable;
  }
}
