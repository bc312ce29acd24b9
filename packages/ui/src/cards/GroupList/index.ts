// `@epr/ui/cards/group-list`: the client's groups with search, status filter and counts (assist-employees.md §2.10).
export {
  defaultGroupListCopy,
  GroupListCard,
  type GroupListCardProps,
  type GroupListCopy,
  type GroupListRowValue,
} from "./GroupListCard.js";
