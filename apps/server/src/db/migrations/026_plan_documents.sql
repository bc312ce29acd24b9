-- Plan documents (assist-employees.md §2.4, §2.5, §2.13, §3 Document lists): the metadata of each
-- benefit booklet and its inserts, summary of benefits and coverage, group contract and its riders,
-- and preventive medication list of a group's plan. The PDF itself is generated from this row and
-- the plan's data when asked for (documents/pdf.ts), so no file is stored.
create table plan_documents (
  id bigserial primary key,
  doc_id text not null unique,
  group_number text not null,
  product_id text not null,
  kind text not null check (kind in ('booklet', 'insert', 'sbc', 'contract', 'rider', 'preventive')),
  -- An insert's booklet, a rider's contract; null for the others.
  parent_doc_id text references plan_documents (doc_id) on delete cascade,
  title text not null,
  file_name text not null,
  effective_date date not null,
  erisa boolean not null default false,
  -- §3 SBC metadata: the market segment the SBC download posts back.
  market_segment text,
  -- When the document was published: the home widget counts those of the past 60 days (§2.13).
  added_at timestamptz not null,
  foreign key (group_number, product_id) references group_products (group_number, product_id)
);
-- A listing reads one kind for the administrator's groups in this order.
create index plan_documents_listing_idx on plan_documents (kind, group_number, effective_date desc, doc_id);
create index plan_documents_parent_idx on plan_documents (parent_doc_id);
create index plan_documents_added_idx on plan_documents (kind, added_at);
