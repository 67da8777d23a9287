-- Demo data is seeded once per database: a demo login deleted afterwards stays deleted.
create table demo_seed (
  id boolean primary key default true check (id),
  seeded_at timestamptz not null default now()
);

-- A database seeded before this table existed counts as seeded.
insert into demo_seed (seeded_at)
select now()
where exists (select 1 from identity_users where email in ('author@example.com', 'staff@example.com'));
