-- ID card orders (assist-employees.md §2.6, §3 Order request, §4 ID card order, §7 orderIdCard):
-- one row per group and line of business of one request, naming its members as claims and
-- history do ('subscriber' or 'dependent:<pin>') and the address the cards are mailed to. The
-- employee's orders are read newest first through the index.
create table id_card_orders (
  id bigserial primary key,
  umi text not null references employees (umi) on delete cascade,
  group_number text not null references groups (group_number),
  line_of_business text not null,
  member_keys text[] not null check (cardinality(member_keys) > 0),
  address jsonb not null,
  ordered_by integer not null references plan_admins (id),
  ordered_at timestamptz not null default now()
);
create index id_card_orders_umi_idx on id_card_orders (umi, ordered_at desc, id desc);
