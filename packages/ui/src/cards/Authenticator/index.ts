// `@epr/ui/cards/authenticator`: the profile's authenticator app section and its code form (TOTP).
export {
  AuthenticatorCard,
  type AuthenticatorCardProps,
  type AuthenticatorCopy,
  type AuthenticatorSetUp,
  defaultAuthenticatorCopy,
} from "./AuthenticatorCard.js";
export { AuthenticatorCodeForm, type AuthenticatorCodeFormProps } from "./AuthenticatorCodeForm.js";
