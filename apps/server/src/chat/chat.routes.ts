import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { registerAuthorAttachmentRoutes, registerStaffAttachmentRoutes } from './attachments.routes.js';
import { registerAuthorChatRoutes } from './author-chat.routes.js';
import type { MessageSender } from './chat-actions.js';
import { registerStaffChatRoutes } from './staff-chat.routes.js';

/** The support chat's HTTP API for authors: their conversation and its attachments. */
export async function registerChatRoutes(app: App, { database, send }: { database: Database; send: MessageSender }) {
  registerAuthorChatRoutes(app, database, send);
  await registerAuthorAttachmentRoutes(app, database);
}

/** The team's side of the chat: the inbox, replies and attachments (inside the staff API's scope). */
export async function registerStaffChatApi(
  staff: App,
  { database, send }: { database: Database; send: MessageSender },
) {
  registerStaffChatRoutes(staff, database, send);
  await registerStaffAttachmentRoutes(staff, database);
}
