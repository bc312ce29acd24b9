// `@epr/ui/cards/verify-and-agree`: Verify & Agree (session-and-admin.md §2, §4 Password step).
export {
  defaultVerifyAndAgreeCardCopy,
  type VerifyAndAgreeAdmin,
  VerifyAndAgreeCard,
  type VerifyAndAgreeCardCopy,
  type VerifyAndAgreeCardProps,
} from "./VerifyAndAgreeCard.js";
