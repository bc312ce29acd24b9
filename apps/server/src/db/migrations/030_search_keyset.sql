-- Employee search reads one page through an index in the order it shows (enrollment.md §5
-- Search, §7 Employee search): lower(last name), lower(first name), umi, compared byte by byte
-- (collation "C") so that the index order, the ORDER BY and the listId cursor agree on any server,
-- whatever its default collation, and a last-name prefix is a range of that same index.

-- Last-name prefix: the client's employees in display order (replaces the text_pattern_ops index,
-- whose order no ORDER BY can use).
drop index if exists employees_last_name_idx;
create index employees_search_name_idx on employees
  (client_id, (lower(last_name)) collate "C", (lower(first_name)) collate "C", umi collate "C");

-- Member ID as a client-assigned ID or an SSN: the matches of one value, already in display order,
-- so even a value many members share (the bulk census members share one SSN) pages by its index.
drop index if exists employees_client_assigned_idx;
create index employees_client_assigned_idx on employees
  (client_id, client_assigned_id, (lower(last_name)) collate "C", (lower(first_name)) collate "C", umi collate "C");
drop index if exists employees_ssn_hash_idx;
create index employees_ssn_hash_idx on employees
  (ssn_hash, client_id, (lower(last_name)) collate "C", (lower(first_name)) collate "C", umi collate "C");

-- Group number: a group's members in display order. The sort key is copied onto each membership,
-- since an index cannot span two tables; the triggers below keep the copy equal to the employee's
-- name on every write (an insert of a membership, an employee's name changed), whoever writes.
alter table employee_groups add column last_key text collate "C";
alter table employee_groups add column first_key text collate "C";
update employee_groups g set last_key = lower(e.last_name), first_key = lower(e.first_name)
  from employees e where e.umi = g.umi;
alter table employee_groups alter column last_key set not null;
alter table employee_groups alter column first_key set not null;
create index employee_groups_search_idx on employee_groups (group_number, last_key, first_key, umi collate "C");

-- A membership takes its employee's key when inserted. A bulk loader that already knows the names may
-- give both keys (lower of each name) and skip the lookup.
create function employee_groups_sort_key() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' or new.last_key is null or new.first_key is null then
    -- No such employee: empty keys, and the foreign key refuses the row as before.
    select coalesce(lower(e.last_name), ''), coalesce(lower(e.first_name), '')
      into new.last_key, new.first_key
      from (select) one left join employees e on e.umi = new.umi;
  end if;
  return new;
end $$;
create trigger employee_groups_sort_key before insert or update of umi on employee_groups
  for each row execute function employee_groups_sort_key();

-- An employee renamed (an edit of the subscriber's name) moves in every group's order at once.
create function employees_sort_key_sync() returns trigger language plpgsql as $$
begin
  update employee_groups set last_key = lower(new.last_name), first_key = lower(new.first_name)
   where umi = new.umi;
  return null;
end $$;
create trigger employees_sort_key_sync after update of first_name, last_name on employees
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function employees_sort_key_sync();
