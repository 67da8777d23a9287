import type { AuthorProfile, AuthorRecord } from '@app/contracts/dashboard-api';
import type { Author } from '../db/schema.js';

/** The author record's own fields, which the author's dashboard and the staff console both show. */
export function toAuthorRecord(author: Author): AuthorRecord {
  return {
    id: author.id,
    email: author.email,
    full_name: author.full_name,
    phone: author.phone,
    address: author.address,
    city: author.city,
    state: author.state,
    zip_code: author.zip_code,
    country: author.country,
    bio: author.bio,
    author_status: author.author_status,
    services: author.services,
  };
}

/** The author row as the dashboard sees it. */
export function toProfile(author: Author): AuthorProfile {
  return {
    ...toAuthorRecord(author),
    avatar_url: author.avatar_url,
    backup_email: author.backup_email,
    backup_email_verified: author.backup_email !== null && author.backup_email_verified_at !== null,
    updated_at: new Date(author.updated_at).toISOString(),
  };
}
