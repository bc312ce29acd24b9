-- A membership's sort key (migration 030; enrollment.md §7 Employee search) is always its employee's
-- name lower-cased, whatever a writer gives: 030 kept keys an insert supplied, and a wrong one put the
-- member out of its group's order and broke the listId cursor without an error. The employee is read
-- on every insert and on every write of the keys or the umi (an index lookup by primary key); the
-- rename trigger's update of the keys is derived again from the renamed row, so it agrees.
create or replace function employee_groups_sort_key() returns trigger language plpgsql as $$
begin
  -- No such employee: empty keys, and the foreign key refuses the row as before.
  select coalesce(lower(e.last_name), ''), coalesce(lower(e.first_name), '')
    into new.last_key, new.first_key
    from (select) one left join employees e on e.umi = new.umi;
  return new;
end $$;
drop trigger employee_groups_sort_key on employee_groups;
create trigger employee_groups_sort_key before insert or update of umi, last_key, first_key on employee_groups
  for each row execute function employee_groups_sort_key();
