// `@epr/ui/modals/no-selection`: LOG IN with no client chosen (session-and-admin.md §2, §8); a MessageModal.
export {
  defaultNoSelectionCopy,
  NoSelection,
  type NoSelectionCopy,
  type NoSelectionProps,
} from "../MessageModal/messages.js";
