import { type ReactNode, useCallback, useRef, useState } from "react";
import { type Location, useBeforeUnload, useBlocker, useNavigate } from "react-router";
import { UnsavedChanges } from "../../../../../lib/lazyModals.js";
import { editMayGoTo } from "./editNavigation.js";

/** What `useEditLeaveGuard` gives the review page. */
export interface EditLeaveGuard {
  /** Cancel edit: ends at once when nothing changed, else asks first. */
  askToCancel: () => void;
  /** Runs `move` (an address change of the edit itself, such as leaving edit mode) unasked. */
  allow: (move: () => void) => void;
  /**
   * The edit ended after a save (its result closed): goes on to where the leave question was
   * heading when its Save started that save, else runs `otherwise` (leaving edit mode).
   */
  saved: (otherwise: () => void) => void;
  /** The unsaved-changes modal. */
  modal: ReactNode;
}

/**
 * The edit's leave guard (enrollment.md §2 Leave guard): while something is changed, only the
 * add-coverage page and the provider search may be reached without asking (`editMayGoTo`); any
 * other way out — a link, the browser's back button, Cancel — asks with the unsaved-changes modal
 * (Save runs the edit save; Abandon leaves without saving), and closing or reloading the window asks
 * the browser's own question. After Save, once the save succeeded and its result is closed, the way
 * out the question stopped goes on (a refused save stays, with its message).
 */
export function useEditLeaveGuard(input: {
  umi: string;
  dirty: boolean;
  editing: boolean;
  /** Ends the edit and leaves edit mode (the review page in view). */
  cancel: () => void;
  /** Ends the edit only (the page is being left anyway). */
  discard: () => void;
  /** The edit save, for the modal's Save: true when the server took it. */
  save: () => Promise<boolean>;
}): EditLeaveGuard {
  const { umi, dirty, editing, cancel, discard, save } = input;
  const navigate = useNavigate();
  const leaving = useRef(false);
  // Where the leave question's Save is heading, once that save succeeded.
  const heading = useRef<Location | null>(null);
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(
    ({ nextLocation }) => editing && dirty && !leaving.current && !editMayGoTo(nextLocation, umi),
  );
  useBeforeUnload(
    useCallback(
      (event) => {
        if (editing && dirty) event.preventDefault();
      },
      [editing, dirty],
    ),
  );
  const allow = useCallback((move: () => void) => {
    leaving.current = true;
    move();
    // The router asks the blocker as the navigation starts; later ones are guarded again.
    setTimeout(() => {
      leaving.current = false;
    }, 0);
  }, []);

  const saved = useCallback(
    (otherwise: () => void) => {
      const target = heading.current;
      heading.current = null;
      if (target)
        allow(() =>
          navigate(
            { pathname: target.pathname, search: target.search, hash: target.hash },
            { state: target.state },
          ),
        );
      else allow(otherwise);
    },
    [allow, navigate],
  );

  return {
    askToCancel: () => (dirty ? setAsking(true) : allow(cancel)),
    allow,
    saved,
    modal: (
      <UnsavedChanges
        open={asking || blocker.state === "blocked"}
        onSave={() => {
          setAsking(false);
          const target = blocker.state === "blocked" ? blocker.location : null;
          heading.current = null;
          blocker.reset?.();
          void save().then((ok) => {
            if (ok) heading.current = target;
          });
        }}
        onAbandon={() => {
          setAsking(false);
          if (blocker.state === "blocked") {
            // Leaving the page ends the edit too: the draft of this employee is dropped.
            discard();
            blocker.proceed?.();
          } else allow(cancel);
        }}
        onStay={() => {
          setAsking(false);
          blocker.reset?.();
        }}
      />
    ),
  };
}
