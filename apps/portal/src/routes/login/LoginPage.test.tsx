import { SESSION_ENDED_MESSAGE, type Session, sessionSchema } from "@epr/contract";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { matchRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../router.js";
import { employerSession } from "../../testing/sessions.js";
import { afterLogin } from "./addresses.js";
import { LoginFlow } from "./LoginPage.js";

// The route table only: a browser router would start loading the session at import.
vi.mock("react-router", async (actual) => ({
  ...(await actual<typeof import("react-router")>()),
  createBrowserRouter: () => ({}),
}));

/**
 * The sign-in flow as the login entry (src/login.tsx) shows it, without a router or a query cache:
 * what it needs comes as props (where to go next, whether the session ended, the pinned brand),
 * and signing in is told to the page, which loads the app (afterLogin).
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = employerSession();
/** A session as the contract reads it (the sign-in's answer is parsed). */
const session: Session = sessionSchema.parse({
  ...signedIn,
  employer: { ...signedIn.employer, brandCode: signedIn.brandCode, aso: false },
});
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake server answering the sign-in with `answer`; returns the calls made. */
function serve(answer: Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url === "/api/session" && init?.method === "POST") return answer;
      return reply(500, { message: "Not in this test.", code: "server_error" });
    }),
  );
  return calls;
}

function show(props: Partial<Parameters<typeof LoginFlow>[0]> = {}) {
  const onSignedIn = vi.fn<(session: Session, next: string | null) => void>();
  render(<LoginFlow next={null} sessionEnded={false} onSignedIn={onSignedIn} {...props} />);
  return onSignedIn;
}

async function logIn(password = "secret") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/User ID/), "demo.admin");
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("the login flow (session-and-admin.md §2 session), its own entry's component", () => {
  it.each([
    [true, true],
    [false, false],
  ])("the session ended: %s → the notice shown: %s", (sessionEnded, shown) => {
    show({ sessionEnded });
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByText(SESSION_ENDED_MESSAGE) !== null).toBe(shown);
  });

  it("signed in: tells the page the session and where the user was heading", async () => {
    const calls = serve(reply(200, session));
    const onSignedIn = show({ next: "/employer/profile" });
    await logIn();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[1]).toBe("/employer/profile");
    expect(onSignedIn.mock.calls[0]?.[0].admin.loginId).toBe(session.admin.loginId);
    expect(calls).toEqual(["POST /api/session"]);
  });

  it("refused: the server's sentence, the password emptied, nothing told", async () => {
    serve(reply(401, { message: "The user ID or password is not right.", code: "wrong_credentials" }));
    const onSignedIn = show();
    await logIn();
    expect(await screen.findByText("The user ID or password is not right.")).toBeTruthy();
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe("");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("MFA enrolled: the e-mailed passcode step comes (its own chunk, loaded then)", async () => {
    serve(
      reply(202, {
        factorPending: true,
        correlationId: "c-1",
        destination: "d***@example.com",
        expiresAt: "2026-11-30T12:10:00.000Z",
      }),
    );
    const onSignedIn = show();
    await logIn();
    expect(await screen.findByRole("heading", { name: "Verify Passcode" })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("the 'Forgot password' link is a plain link to its page (the login entry has no router)", () => {
    show();
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });
});

describe("where a sign-in goes (afterLogin)", () => {
  const as = (patch: Partial<Session>) => ({ ...session, ...patch }) as Session;
  it.each([
    ["a temporary password", "/verify-and-agree", as({ passwordChangeRequired: true }), "/employer/profile"],
    ["an employer session, next on this site", "/employer/profile", session, "/employer/profile"],
    ["an employer session, next elsewhere", "/employer/home", session, "//evil.example"],
    ["no client chosen yet", "/client-selection", as({ employer: null }), "/employer/profile"],
    ["internal staff", "/clients", as({ employer: null, admin: { ...session.admin, internal: true } }), null],
  ] as const)("%s → %s", (_, target, who, next) => {
    expect(afterLogin(who, next)).toBe(target);
  });
});

describe("the router's /login loads the login entry in full", () => {
  it.each(["/login", "/login?next=%2Femployer%2Fprofile&reason=expired"])(
    "%s: a document navigation to the same address, ?next= and ?reason= kept",
    async (address) => {
      const loader = matchRoutes(routes, address.split("?")[0] ?? "")?.at(-1)?.route.loader;
      expect(loader).toBeTypeOf("function");
      const request = new Request(new URL(address, "http://portal.test"));
      const answer = (await (loader as (args: unknown) => unknown)({ request, params: {} })) as Response;
      expect(answer.headers.get("Location")).toBe(address);
      expect(answer.headers.has("X-Remix-Reload-Document")).toBe(true);
    },
  );
});
