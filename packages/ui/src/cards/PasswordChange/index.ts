// `@epr/ui/cards/password-change`: the administrator's password change (assist-employees.md §2.12, §4, §5).
export {
  defaultPasswordChangeCardCopy,
  PASSWORD_CRITERIA_ID,
  PasswordChangeCard,
  type PasswordChangeCardCopy,
  type PasswordChangeCardProps,
  passwordFieldId,
} from "./PasswordChangeCard.js";
