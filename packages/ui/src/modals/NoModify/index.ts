// `@epr/ui/modals/no-modify`: Edit without modify rights (enrollment.md §4 Edit entry, §8); a MessageModal.
export {
  defaultNoModifyCopy,
  NoModify,
  type NoModifyCopy,
  type NoModifyProps,
} from "../MessageModal/messages.js";
