// `@epr/ui/cards/profile`: the profile's administrator details, site access and group access (session-and-admin.md §2 /profile).

export { OwnActivityCard, type OwnActivityCardProps, type OwnActivityRow } from "./OwnActivityCard.js";
export {
  type ProfileAdministrator,
  ProfileCard,
  type ProfileCardProps,
  type ProfileEmployer,
  type ProfileGroupAccess,
} from "./ProfileCard.js";
