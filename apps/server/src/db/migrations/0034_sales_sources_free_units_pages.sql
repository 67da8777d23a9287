-- Sources, retail channels, free units and pages read (docs/royalties.md).
--
-- The source of a sale is the distributor whose report brought it (sales_lines.source_id, chosen
-- at import); its channel is the retailer the report names (Gardners, Ingram AU), or the source's
-- name when the report names none. Terms apply by source, and within a source by channel.

-- Units given away in a free promotion, and Kindle Unlimited pages read: never units sold.
alter table sales_lines
  add column units_free integer not null default 0 check (units_free >= 0),
  add column pages_read integer not null default 0 check (pages_read >= 0);
alter table sales_import_rows
  add column units_free integer not null default 0,
  add column pages_read integer not null default 0;

-- Statement lines are per source too (issued lines keep what they said: no source, nothing free).
alter table royalty_statement_lines
  add column source_name text,
  add column units_free integer not null default 0,
  add column pages_read integer not null default 0;

-- A column mapping per sheet name, remembered for the store's next workbook.
alter table sales_sources add column sheet_mappings jsonb not null default '{}';

-- A term names a source ('*' for all), and optionally a channel of it. A term written for a
-- store's name as its channel ("IngramSpark") meant that store's source: it becomes one, so it
-- now applies to every channel of that source's reports.
alter table royalty_terms add column source_id text not null default '*';
alter table royalty_terms drop constraint royalty_terms_book_id_channel_format_effective_from_key;
update royalty_terms t set source_id = s.id, channel = '*'
  from sales_sources s where lower(t.channel) = lower(s.name);
alter table royalty_terms add constraint royalty_terms_unique_scope
  unique (book_id, source_id, channel, format, effective_from);

-- The same order as contracts/royalties.ts termFor: source, then channel, then format.
create or replace function apply_royalty_terms(target_book text, target_import uuid) returns void language sql as $$
  update sales_lines l set author_share = (
    select t.author_share from royalty_terms t
    where t.book_id = l.book_id and t.effective_from <= l.sale_date
      and (t.source_id = '*' or t.source_id = l.source_id)
      and (t.channel = '*' or lower(t.channel) = lower(l.channel))
      and (t.format = '*' or lower(t.format) = lower(l.format))
    order by (t.source_id <> '*') desc, (t.channel <> '*') desc, (t.format <> '*') desc, t.effective_from desc
    limit 1)
  where l.statement_id is null
    and (target_book is null or l.book_id = target_book)
    and (target_import is null or l.import_id = target_import);
$$;
select apply_royalty_terms(null, null);


-- Territories were stored upper-cased ("AMAZON.CO.UK"); they are now kept as the store writes
-- them. Marketplaces and the fallback read as written again; country codes stay as they are.
-- (A line's row_key compares territories without case, so no sale changes identity.)
update sales_lines set territory = upper(left(territory, 1)) || lower(substr(territory, 2))
  where territory = 'WORLD' or territory like 'AMAZON.%';
update sales_import_rows set territory = upper(left(territory, 1)) || lower(substr(territory, 2))
  where territory = 'WORLD' or territory like 'AMAZON.%';
