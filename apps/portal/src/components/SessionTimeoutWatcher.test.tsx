import {
  BACKGROUND_HEADER,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
  type Session,
} from "@epr/contract";
import { defaultSessionTimeoutCopy as words } from "@epr/ui/modals/session-timeout";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient, whenSessionEnds } from "../lib/queryClient.js";
import { sessionQuery } from "../lib/session.js";
import { forgetSessionEnds } from "../lib/sessionClock.js";
import { sessionEnding } from "../testing/sessions.js";
import { SESSION_WARNING_MS, SessionTimeoutWatcher } from "./SessionTimeoutWatcher.js";

/**
 * The idle warning (beyond the spec) against a fake server and fake timers: it opens
 * two minutes before the server's idle end, Stay signed in slides the session, and an end left
 * alone goes to the login page. Background checks carry X-Background: 1; Stay does not.
 */

const MINUTE = 60_000;
const IDLE = 30 * MINUTE;
const start = new Date("2026-03-02T09:00:00.000Z").getTime();

const session = (idleEnd: number, absoluteEnd = start + 12 * 60 * MINUTE): Session =>
  sessionEnding(idleEnd, absoluteEnd);

/** What the fake server answers to GET /api/session: a live session with its ends, or nobody. */
let server: { idleEnd: number | null; absoluteEnd: number };
const calls: { background: boolean }[] = [];

function answer(init: RequestInit | undefined): Response {
  const headers = new Headers(init?.headers);
  const background = headers.get(BACKGROUND_HEADER) === "1";
  calls.push({ background });
  if (server.idleEnd === null || Date.now() >= server.idleEnd) return Response.json({ signedIn: false });
  // An ordinary call slides the idle end; a background one does not.
  if (!background) server.idleEnd = Math.min(Date.now() + IDLE, server.absoluteEnd);
  const live = session(server.idleEnd, server.absoluteEnd);
  return Response.json(
    { signedIn: true, session: live },
    {
      headers: {
        [SESSION_IDLE_EXPIRES_HEADER]: live.idleExpiresAt ?? "",
        [SESSION_EXPIRES_HEADER]: live.expiresAt ?? "",
      },
    },
  );
}

let ended: ReturnType<typeof vi.fn<() => void>>;
let signOut: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => answer(init)),
  );
  server = { idleEnd: start + IDLE, absoluteEnd: start + 12 * 60 * MINUTE };
  calls.length = 0;
  forgetSessionEnds();
  queryClient.clear();
  ended = vi.fn<() => void>();
  signOut = vi.fn<() => void>();
  whenSessionEnds(ended);
});
afterEach(() => {
  cleanup();
  whenSessionEnds(() => undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderWatcher(initial = session(start + IDLE), warningMs?: number) {
  queryClient.setQueryData(sessionQuery.queryKey, initial);
  render(
    <SessionTimeoutWatcher
      session={initial}
      onSignOut={signOut}
      {...(warningMs === undefined ? {} : { warningMs })}
    />,
  );
}
/** Moves the fake clock, letting timers, answers and React settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole("alertdialog", { name: words.title });

describe("SessionTimeoutWatcher", () => {
  it("opens two minutes before the idle end, not before, after a background check", async () => {
    renderWatcher();
    await advance(IDLE - SESSION_WARNING_MS - 1_000);
    expect(dialog()).toBeNull();
    expect(calls).toEqual([]);
    await advance(1_000);
    expect(dialog()).not.toBeNull();
    expect(calls).toEqual([{ background: true }]);
    expect(screen.getByTestId("session-time-left").textContent).toBe("2:00");
    await advance(5_000);
    expect(screen.getByTestId("session-time-left").textContent).toBe("1:55");
    // Focus is inside the dialog, on Stay signed in.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: words.stay }));
  });

  it("Stay signed in makes an ordinary call that slides the session, and the warning closes", async () => {
    renderWatcher();
    await advance(IDLE - SESSION_WARNING_MS + 30_000);
    expect(dialog()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: words.stay }));
    await advance(500);
    expect(calls.at(-1)).toEqual({ background: false });
    expect(dialog()).toBeNull();
    // The next warning comes two minutes before the new idle end.
    const staidAt = Date.now() - 500;
    await advance(IDLE - SESSION_WARNING_MS - 1_500);
    expect(dialog()).toBeNull();
    await advance(1_000);
    expect(dialog()).not.toBeNull();
    expect(Date.now() - staidAt).toBe(IDLE - SESSION_WARNING_MS);
    expect(ended).not.toHaveBeenCalled();
  });

  it("left alone, the session ends at the idle end and the portal says so", async () => {
    renderWatcher();
    await advance(IDLE - SESSION_WARNING_MS);
    expect(dialog()).not.toBeNull();
    await advance(SESSION_WARNING_MS - 1_000);
    expect(ended).not.toHaveBeenCalled();
    await advance(1_000);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(calls.every((c) => c.background)).toBe(true);
  });

  it("activity elsewhere (another tab) moved the end: the background check finds it and no warning opens", async () => {
    renderWatcher();
    await advance(10 * MINUTE);
    server.idleEnd = Date.now() + IDLE; // the other tab's call
    await advance(IDLE - 10 * MINUTE - SESSION_WARNING_MS);
    expect(calls).toEqual([{ background: true }]);
    expect(dialog()).toBeNull();
    await advance(10 * MINUTE);
    expect(dialog()).not.toBeNull();
  });

  it("an answer of another call moving the idle end closes an open warning", async () => {
    renderWatcher();
    await advance(IDLE - SESSION_WARNING_MS);
    expect(dialog()).not.toBeNull();
    // Any page's call: its answer's headers carry the slid idle end.
    void queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    await advance(1_000);
    expect(calls.at(-1)).toEqual({ background: false });
    expect(dialog()).toBeNull();
  });

  it("Sign out signs out", async () => {
    renderWatcher();
    await advance(IDLE - SESSION_WARNING_MS);
    fireEvent.click(screen.getByRole("button", { name: words.signOut }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });

  it("opens as long before the end as the server configures (EPR_SESSION_WARNING_SECONDS)", async () => {
    renderWatcher(session(start + IDLE), 10_000);
    await advance(IDLE - 11_000);
    expect(dialog()).toBeNull();
    await advance(1_000);
    expect(dialog()).not.toBeNull();
    expect(screen.getByTestId("session-time-left").textContent).toBe("0:10");
    await advance(10_000);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("warns before the absolute end when it comes first, and Stay cannot pass it", async () => {
    server.absoluteEnd = start + 20 * MINUTE;
    renderWatcher(session(start + IDLE, start + 20 * MINUTE));
    await advance(18 * MINUTE);
    expect(dialog()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: words.stay }));
    await advance(50);
    expect(calls.at(-1)).toEqual({ background: false });
    expect(dialog()).not.toBeNull();
  });
});
