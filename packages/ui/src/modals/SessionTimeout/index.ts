// `@epr/ui/modals/session-timeout`: the idle warning two minutes before a session ends (issue 10).
export {
  defaultSessionTimeoutCopy,
  formatTimeLeft,
  SessionTimeout,
  type SessionTimeoutCopy,
  type SessionTimeoutProps,
} from "./SessionTimeout.js";
