import { useRef } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the session-timeout warning (beyond the spec, which has no idle end): the choice 'Stay
 * signed in' and the rest are ours.
 */
export const defaultSessionTimeoutCopy = {
  title: "Your session is about to end",
  text: "For your security, you will be signed out after a period of inactivity. Select Stay signed in to keep working.",
  /** Before the time left, read as "Time left: 1:59". */
  timeLeft: "Time left:",
  stay: "Stay signed in",
  signOut: "Sign out",
};

/** The words of the session-timeout warning. */
export type SessionTimeoutCopy = Record<keyof typeof defaultSessionTimeoutCopy, string>;

/** Props of `SessionTimeout`. */
export interface SessionTimeoutProps {
  /** Whether the warning is open (the portal opens it two minutes before the idle end). */
  open: boolean;
  /** Whole seconds until the session ends, shown as m:ss; the portal counts them down. */
  secondsLeft: number;
  /** Keep the session: the portal calls the server, which slides the idle end. */
  onStay: () => void;
  /** End the session now. */
  onSignOut: () => void;
  /** While Stay signed in is being answered: its button shows it is busy. */
  staying?: boolean;
  /** Override any of the words. */
  copy?: Partial<SessionTimeoutCopy>;
}

/** Seconds as m:ss (125 → "2:05"); never below 0:00. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The idle warning (beyond the spec): an alert dialog on the Dialog primitive, focus
 * trapped and starting on Stay signed in; Escape also stays (the choice that loses nothing). The
 * countdown is not a live region, so a screen reader is not interrupted every second.
 */
export function SessionTimeout({
  open,
  secondsLeft,
  onStay,
  onSignOut,
  staying = false,
  copy,
}: SessionTimeoutProps) {
  const words = { ...defaultSessionTimeoutCopy, ...copy };
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      name="session-timeout"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onDismiss={onStay}
      initialFocus={stay}
      footer={
        <>
          <Button variant="outline" onClick={onSignOut}>
            {words.signOut}
          </Button>
          <Button ref={stay} onClick={onStay} loading={staying}>
            {words.stay}
          </Button>
        </>
      }
    >
      <p className="font-semibold">
        {words.timeLeft} <span data-testid="session-time-left">{formatTimeLeft(secondsLeft)}</span>
      </p>
    </ModalFrame>
  );
}
