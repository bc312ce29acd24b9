// `@epr/ui/modals/copy-to-others`: copy a PCP/provider (or other insurance) to other members (enrollment.md §5; assist-employees.md §2.3).
export {
  CopyToOthers,
  type CopyToOthersCopy,
  type CopyToOthersMember,
  type CopyToOthersProps,
  defaultCopyToOthersCopy,
} from "./CopyToOthers.js";
