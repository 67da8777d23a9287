-- When the newest confirmation link was mailed: a repeated subscription within the confirmation
-- window sends no new mail (see public-forms/newsletter.routes.ts).
alter table newsletter_subscriptions add column confirmation_sent_at timestamptz;
