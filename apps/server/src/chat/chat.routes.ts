import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { registerChatAttachmentRoutes } from './attachments.routes.js';
import { registerAuthorChatRoutes } from './author-chat.routes.js';
import { createMessageSender } from './chat-actions.js';
import type { SentMessages } from './sent-messages.js';
import { registerStaffChatRoutes } from './staff-chat.routes.js';

/** The support chat's HTTP API: the author's conversation, the staff inbox and attachments. */
export async function registerChatRoutes(
  app: App,
  { database, sent }: { database: Database; sent: SentMessages },
): Promise<void> {
  const send = createMessageSender(database, sent);
  registerAuthorChatRoutes(app, database, send);
  registerStaffChatRoutes(app, database, send);
  await registerChatAttachmentRoutes(app, database);
}
