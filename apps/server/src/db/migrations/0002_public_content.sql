-- What the public site shows and what it collects from visitors.

create table catalogue_services (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null,
  category text not null check (category in ('Publishing', 'Marketing')),
  description text not null,
  features jsonb not null default '[]',
  price numeric(10, 2) not null default 0 check (price >= 0),
  price_unit text,
  icon text not null,
  page_path text,
  sort_order integer not null default 0,
  updated_at timestamptz not null default now()
);

create table books (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  title text not null,
  subtitle text,
  author_name text not null,
  author_id uuid references authors (id) on delete set null,
  genre text not null,
  format text not null,
  description text not null,
  published_on date,
  isbn text,
  pages integer check (pages > 0),
  cover_url text,
  cover_color text not null default '#1f3a5f',
  buy_url text,
  created_at timestamptz not null default now()
);
create index books_published on books (published_on desc nulls last);
create index books_author on books (author_id);

create table podcast_episodes (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  number integer not null unique check (number > 0),
  title text not null,
  summary text not null,
  guest_name text not null,
  guest_title text not null,
  duration_seconds integer not null check (duration_seconds > 0),
  published_on date not null,
  show_notes jsonb not null default '[]',
  audio_url text,
  created_at timestamptz not null default now()
);
create index podcast_episodes_published on podcast_episodes (published_on desc);

create table testimonials (
  id uuid primary key default gen_random_uuid(),
  author_name text not null,
  book_title text not null,
  service text not null,
  quote text not null,
  rating integer not null check (rating between 1 and 5),
  location text,
  published boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz
);
create unique index newsletter_subscriptions_email_key on newsletter_subscriptions (lower(email));

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  subject text,
  message text not null,
  consent boolean not null,
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
create index contact_messages_created on contact_messages (created_at desc);

create table quote_requests (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  author_id uuid references authors (id) on delete set null,
  contact_name text not null,
  email text not null,
  phone text,
  notes text,
  items jsonb not null check (jsonb_typeof(items) = 'array'),
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  created_at timestamptz not null default now()
);
create index quote_requests_created on quote_requests (created_at desc);
create index quote_requests_author on quote_requests (author_id);
