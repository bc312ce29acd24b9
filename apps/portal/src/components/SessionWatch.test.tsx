import {
  type PortalConfig,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
  type Session,
} from "@epr/contract";
import { defaultSessionTimeoutCopy as words } from "@epr/ui/modals/session-timeout";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../lib/queryClient.js";
import { forgetSessionEnds } from "../lib/sessionClock.js";
import { sessionEnding } from "../testing/sessions.js";
import { SessionWatch } from "./SessionWatch.js";

/**
 * The warning follows the server's timing (GET /api/config), and waits for it: a server with a
 * 24-second idle time warns 16 seconds before the end, so nothing opens in the first 8 seconds,
 * however long the configuration takes (before: two minutes were assumed meanwhile, the warning
 * opened at sign-in and Stay signed in had no idle end to move; tests/e2e/session-timeout.test.ts).
 */

const IDLE_MS = 24_000;
const WARNING_SECONDS = 16;
const start = new Date("2026-03-02T09:00:00.000Z").getTime();

const session: Session = sessionEnding(start + IDLE_MS, start + 12 * 3_600_000);

const config: PortalConfig = {
  pinnedBrand: null,
  flags: { SEP: false, ALERTS: false },
  session: { idleSeconds: IDLE_MS / 1_000, warningSeconds: WARNING_SECONDS },
};

/** The configuration's answer, held until the test lets it go (or fails it). */
let answerConfig: (response: Response) => void;

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      if (String(url).endsWith("/api/config")) {
        return new Promise<Response>((resolve) => {
          answerConfig = resolve;
        });
      }
      // The background session check: the session lives, its idle end unmoved.
      return Promise.resolve(
        Response.json(
          { signedIn: true, session },
          {
            headers: {
              [SESSION_IDLE_EXPIRES_HEADER]: session.idleExpiresAt ?? "",
              [SESSION_EXPIRES_HEADER]: session.expiresAt ?? "",
            },
          },
        ),
      );
    }),
  );
  forgetSessionEnds();
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionWatch session={session} onSignOut={() => undefined} />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole("alertdialog", { name: words.title });

describe("SessionWatch", () => {
  it("opens the warning by the server's warning time, not before it is known", async () => {
    await advance(3_000);
    expect(dialog()).toBeNull();
    answerConfig(Response.json(config));
    await advance(IDLE_MS - WARNING_SECONDS * 1_000 - 3_000 - 500);
    expect(dialog()).toBeNull();
    await advance(1_000);
    expect(dialog()).not.toBeNull();
  });

  it("falls back to two minutes when the configuration cannot be read", async () => {
    answerConfig(Response.json({ message: "Not found" }, { status: 404 }));
    // 24 seconds from the end is inside two minutes: the warning opens once the failure is known.
    await advance(1_000);
    expect(dialog()).not.toBeNull();
  });
});
