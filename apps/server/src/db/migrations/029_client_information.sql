-- Client and group information (assist-employees.md §2.10, §3 Group, §7 clientInformation).

-- Group counts (§3 ccount, acount, tcount): the group list counts each page's groups' employees by
-- status, an index-only scan of this index, so a page costs the same at a thousand or a million members.
create index employee_groups_group_status_idx on employee_groups (group_number, status);

-- General info (§7 getGeneralInfo): the client's address, shown on the general info tab.
alter table clients add column address_line text;
alter table clients add column city text;
alter table clients add column state text;
alter table clients add column zip text;

-- Contacts (§7 getContacts; the group info's /contacts child): the client's contacts, and a group's
-- own when group_number is set, in display order.
create table client_contacts (
  id serial primary key,
  client_id integer not null references clients (id),
  group_number text references groups (group_number),
  position integer not null,
  role text not null,
  name text not null,
  phone text,
  email text
);
create index client_contacts_client_idx on client_contacts (client_id, group_number, position);
