// `@epr/ui/cards/group-information`: group info's six sections with expand/collapse all (assist-employees.md §2.10).
export {
  defaultGroupInformationCopy,
  GroupInformationCard,
  type GroupInformationCardProps,
  type GroupInformationCopy,
  type GroupInformationValue,
} from "./GroupInformationCard.js";
