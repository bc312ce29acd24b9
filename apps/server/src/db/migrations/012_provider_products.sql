-- The product (network) names a provider belongs to. The provider search narrows to the group's
-- product name, the one the group name service answers (enrollment.md §7 Group name by group
-- number). The primary key leads with the product name: a narrowed search reads that network's
-- providers from it; the second index serves a provider's own networks and the cascade.
create table provider_products (
  product_name text not null,
  provider_number text not null references providers (provider_number) on delete cascade,
  primary key (product_name, provider_number)
);
create index provider_products_provider_idx on provider_products (provider_number, product_name);
