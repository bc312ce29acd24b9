// `@epr/ui/modals/no-modify`: Edit without modify rights (enrollment.md §4 Edit entry, §8).
export { defaultNoModifyCopy, NoModify, type NoModifyCopy, type NoModifyProps } from "./NoModify.js";
