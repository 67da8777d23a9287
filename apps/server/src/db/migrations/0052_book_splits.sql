-- Co-author and contributor splits (docs/royalties.md#splits): a book's royalty shared among
-- several payees from a date. A split is the set of rows of a book with one effective_from; the
-- shares of a set sum to 10000 basis points. Sales before a book's first split go to its author.
create table book_splits (
  book_id text not null references books (id) on delete cascade,
  effective_from date not null,
  author_id uuid not null references authors (id) on delete restrict,
  share_bp integer not null check (share_bp > 0 and share_bp <= 10000),
  created_at timestamptz not null default now(),
  primary key (book_id, effective_from, author_id)
);
create index book_splits_author on book_splits (author_id);
-- A co-author's sales are their books' (sales_lines_author_month) and the shared books' lines.
create index sales_lines_book on sales_lines (book_id, sale_date);

-- Which payee's statement reports a sale under a split (each payee's statements chain on their
-- own). sales_lines.statement_id keeps the first statement that took the sale, which freezes its terms.
create table sales_line_statements (
  sales_line_id bigint not null references sales_lines (id) on delete restrict,
  author_id uuid not null references authors (id) on delete restrict,
  statement_id uuid not null references royalty_statements (id) on delete restrict,
  primary key (sales_line_id, author_id)
);

-- Every sale once per payee: under the split in effect on its sale date (split_from), else its
-- book's author with the whole share (share_bp 10000, split_from null).
create view payee_sales_lines as
  select l.*, coalesce(p.author_id, l.author_id) as payee_id, coalesce(p.share_bp, 10000) as share_bp,
         p.effective_from as split_from,
         case when p.author_id is null then l.statement_id else st.statement_id end as payee_statement_id
  from sales_lines l
  left join lateral (
    select s.author_id, s.share_bp, s.effective_from from book_splits s
    where s.book_id = l.book_id and s.effective_from = (
      select max(v.effective_from) from book_splits v where v.book_id = l.book_id and v.effective_from <= l.sale_date)
  ) p on true
  left join sales_line_statements st on st.sales_line_id = l.id and st.author_id = p.author_id;

-- The payee's cents of a statement line's royalty under a split (null: the whole line): the
-- largest-remainder rule of royalties/split-shares.ts (splitCents), for the author's pages that
-- sum lines in SQL; splits.int.test.ts checks the two agree.
create function payee_cents(total_cents numeric, target_book text, target_split date, payee uuid)
returns numeric language sql stable as $$
  select case when target_split is null then total_cents else sign(total_cents) * (
    select share.cents + case when share.place <= share.left_over then 1 else 0 end
    from (
      select s.author_id, floor(abs(total_cents) * s.share_bp / 10000) as cents,
             row_number() over (order by (abs(total_cents) * s.share_bp) % 10000 desc, s.author_id) as place,
             abs(total_cents) - sum(floor(abs(total_cents) * s.share_bp / 10000)) over () as left_over
      from book_splits s where s.book_id = target_book and s.effective_from = target_split) share
    where share.author_id = payee) end
$$;
