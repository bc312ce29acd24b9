// `@epr/ui/modals/session-timeout`: the idle warning two minutes before a session ends (beyond the spec).
export {
  defaultSessionTimeoutCopy,
  formatTimeLeft,
  SessionTimeout,
  type SessionTimeoutCopy,
  type SessionTimeoutProps,
} from "./SessionTimeout.js";
