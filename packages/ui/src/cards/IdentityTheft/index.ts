// `@epr/ui/cards/identity-theft`: opt groups in or out of identity theft protection (assist-employees.md §2.11).
export {
  IdentityTheftCard,
  type IdentityTheftCardGroup,
  type IdentityTheftCardProps,
  type IdentityTheftCopy,
  type IdentityTheftOutcome,
} from "./IdentityTheftCard.js";
