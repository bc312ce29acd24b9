import { sessionSchema } from "@epr/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/queryClient.js";
import { employerSession } from "../../testing/sessions.js";
import { ProfileContent } from "./ProfileContent.js";

/**
 * Turning MFA off and removing the authenticator app ask for the current password (a session alone
 * may not make these changes): the request carries it, and a refused password shows the server's
 * sentence on the dialog's field, which stays open for another try.
 */

beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const PASSWORD = "Current-Password-1!";
const WRONG = "Your current password is incorrect.";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const mfaStatus = (enrolled: boolean) => ({
  offered: true,
  enrolled,
  challengeInfoList: enrolled ? [{ deliveryChannel: "email", destination: "d***n@example.com" }] : [],
  codeTtlMinutes: 10,
});

/** A fake server: MFA and an authenticator app enrolled; only `PASSWORD` confirms a change. */
function serve() {
  const sent: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? "GET"} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ call, body });
      if (call === "GET /api/mfa") return json(mfaStatus(true));
      if (call === "GET /api/mfa/authenticator") return json({ enrolled: true, enrolledAt: null });
      if (call.startsWith("GET /api/profile/activity")) return json({ rows: [] });
      if (call === "PUT /api/mfa" || call === "DELETE /api/mfa/authenticator") {
        if (body?.currentPassword !== PASSWORD) return json({ message: WRONG, code: "wrong_password" }, 403);
        return call === "PUT /api/mfa" ? json(mfaStatus(false)) : json({ enrolled: false, enrolledAt: null });
      }
      return json({ message: "Not in this test.", code: "server_error" }, 500);
    }),
  );
  return sent;
}

const base = employerSession();
const session = sessionSchema.parse({
  ...base,
  employer: { ...base.employer, brandCode: base.brandCode, aso: false },
  idleExpiresAt: "2030-01-01T00:30:00.000Z",
  expiresAt: "2030-01-01T12:00:00.000Z",
});

function show() {
  const router = createMemoryRouter(
    [{ path: "*", element: <ProfileContent session={session} reduced={false} /> }],
    { initialEntries: ["/employer/profile"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Types a password into the open dialog's field and confirms with `button`. */
async function confirmWith(password: string, button: string) {
  const dialog = within(await screen.findByRole("dialog"));
  const field = dialog.getByLabelText(/Current Password/) as HTMLInputElement;
  expect(field.type).toBe("password");
  fireEvent.change(field, { target: { value: password } });
  fireEvent.click(dialog.getByRole("button", { name: button }));
  return field;
}

const describedBy = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("changes that need the current password", () => {
  it.each([
    {
      name: "turning MFA off",
      open: () => fireEvent.click(screen.getByRole("switch", { name: "Multi-factor authentication" })),
      button: "Disable",
      call: "PUT /api/mfa",
      body: (currentPassword: string) => ({ hmhsmfaenrolled: "false", currentPassword }),
    },
    {
      name: "removing the authenticator app",
      open: () => fireEvent.click(screen.getByRole("button", { name: "Remove" })),
      button: "Remove",
      call: "DELETE /api/mfa/authenticator",
      body: (currentPassword: string) => ({ currentPassword }),
    },
  ])(
    "$name: a wrong password shows the server's sentence; the right one is sent and closes the dialog",
    async (c) => {
      const sent = serve();
      show();
      await screen.findByRole("switch", { name: "Multi-factor authentication" });
      await screen.findByRole("button", { name: "Remove" });
      c.open();
      const field = await confirmWith("not-it", c.button);
      await waitFor(() => expect(describedBy(field)).toContain(WRONG));
      expect(field.getAttribute("aria-invalid")).toBe("true");
      // Emptied and focused for the next try.
      await waitFor(() => expect(field.value).toBe(""));
      expect(document.activeElement).toBe(field);
      await confirmWith(PASSWORD, c.button);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(sent.filter((s) => s.call === c.call).map((s) => s.body)).toEqual([
        c.body("not-it"),
        c.body(PASSWORD),
      ]);
    },
  );

  it("an empty password is refused in the dialog and nothing is sent", async () => {
    const sent = serve();
    show();
    fireEvent.click(await screen.findByRole("switch", { name: "Multi-factor authentication" }));
    const dialog = within(await screen.findByRole("dialog"));
    fireEvent.click(dialog.getByRole("button", { name: "Disable" }));
    const field = dialog.getByLabelText(/Current Password/);
    await waitFor(() => expect(describedBy(field)).toContain("Please enter your current password"));
    expect(sent.some((s) => s.call === "PUT /api/mfa")).toBe(false);
  });
});
