import { NETWORK_ERROR } from "@epr/contract";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginFlow } from "./LoginPage.js";

// The authenticator step's chunk cannot be downloaded (the connection dropped after the password).
vi.mock("./AuthenticatorStep.js", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a code step that cannot be downloaded", () => {
  it("says the portal could not be reached, as a failed call does, instead of a blank page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ factorPending: true, factor: "totp", expiresAt: "2026-11-30T12:10:00.000Z" }),
            { status: 202, headers: { "content-type": "application/json" } },
          ),
      ),
    );
    const onSignedIn = vi.fn();
    render(<LoginFlow next={null} sessionEnded={false} onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/User ID/), "demo.totp");
    await user.type(screen.getByLabelText(/Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(NETWORK_ERROR)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
