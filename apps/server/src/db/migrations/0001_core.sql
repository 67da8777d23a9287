-- Core business tables: authors and everything the dashboard shows them.
-- Money is numeric (exact), instants are timestamptz, calendar days are date.

create table authors (
  id uuid primary key default gen_random_uuid(),
  full_name text,
  email text not null check (position('@' in email) > 1),
  phone text,
  address text,
  city text,
  state text,
  zip_code text,
  country text not null default 'US',
  bio text,
  author_status text not null default 'Active' check (author_status in ('Active', 'Paused', 'Inactive')),
  services text,
  avatar_url text,
  payment_method text check (payment_method in ('paypal', 'check-by-mail', 'wire-transfer', 'credit-card')),
  backup_email text,
  backup_email_verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One author per email, whatever its case.
create unique index authors_email_key on authors (lower(email));

create table production_projects (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete cascade,
  service text not null,
  project_status text,
  book_title text,
  start_date date,
  completion_date date,
  amount numeric(12, 2) check (amount >= 0),
  total_amount numeric(12, 2) check (total_amount >= 0),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index production_projects_author_start on production_projects (author_id, start_date desc nulls last);

create table invoices (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete cascade,
  service text not null,
  amount numeric(12, 2) check (amount >= 0),
  total_amount numeric(12, 2) check (total_amount >= 0),
  total_service_amount numeric(12, 2) check (total_service_amount >= 0),
  issue_date date,
  due_date date,
  paid_date date,
  status text not null default 'pending'
    check (status in ('paid', 'fully-paid', 'settled', 'pending', 'unpaid', 'draft', 'partial', 'overdue', 'cancelled')),
  currency char(3) not null default 'USD',
  payment_method text,
  gateway_name text,
  gateway_reference text,
  processing_fees numeric(12, 2) check (processing_fees >= 0),
  order_number text,
  production_project_id uuid references production_projects (id) on delete set null,
  installment_number integer check (installment_number >= 1),
  total_installments integer check (total_installments >= 1),
  items jsonb not null default '[]',
  gst_rate numeric(5, 2) check (gst_rate >= 0 and gst_rate <= 100),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoices_author_issue on invoices (author_id, issue_date desc nulls last);
create index invoices_project on invoices (production_project_id);

create table installment_payments (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete cascade,
  production_project_id uuid references production_projects (id) on delete cascade,
  invoice_id uuid references invoices (id) on delete set null,
  installment_number integer check (installment_number >= 1),
  total_installments integer check (total_installments >= 1),
  amount numeric(12, 2) not null check (amount >= 0),
  total_service_amount numeric(12, 2) check (total_service_amount >= 0),
  status text,
  due_date date,
  paid_date date,
  payment_method text,
  order_number text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index installment_payments_author_due on installment_payments (author_id, due_date asc nulls last);
create index installment_payments_project_number on installment_payments (production_project_id, installment_number);

create table contract_documents (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete cascade,
  service_name text not null,
  email_subject text,
  recipient_name text,
  recipient_email text,
  status text not null default 'draft'
    check (status in ('signed', 'pending', 'sent', 'draft', 'expired', 'cancelled', 'completed')),
  created_at timestamptz not null default now(),
  signed_at timestamptz,
  document_file_url text,
  signing_url text
);
create index contract_documents_author_created on contract_documents (author_id, created_at desc);

create table author_activities (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete cascade,
  activity_type text not null check (activity_type in ('chat_user', 'chat_support')),
  description text not null check (length(description) between 1 and 4000),
  -- Set by the sender so a retried send is stored once.
  client_id uuid unique,
  created_at timestamptz not null default now()
);
create index author_activities_author_created on author_activities (author_id, created_at);
