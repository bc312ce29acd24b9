import { cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../../../../lib/paths.js";
import { useEditLeaveGuard } from "./useEditLeaveGuard.js";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/**
 * The leave guard's Save (enrollment.md §2 Leave guard): the question stops a way out; Save runs the
 * edit save; once it succeeded and its result is closed (the edit's end), the way out goes on. A
 * refused save stays where it was. The harness stands in for the review page: its save answers as
 * told, its "Close result" is the result modal's close (the edit's end).
 */
const reviewPath = `${paths.findEmployee}/review?umi=U1&edit=true`;

function ReviewHarness({ saveAnswers }: { saveAnswers: () => Promise<boolean> }) {
  const [ended, setEnded] = useState(false);
  const [saved, setSaved] = useState(false);
  const guard = useEditLeaveGuard({
    umi: "U1",
    dirty: !ended,
    editing: !ended,
    cancel: () => setEnded(true),
    discard: () => setEnded(true),
    save: async () => {
      const ok = await saveAnswers();
      setSaved(ok);
      return ok;
    },
  });
  return (
    <main>
      <Link to="/employer/reports?tab=census">Reports</Link>
      {saved ? (
        <button type="button" onClick={() => guard.saved(() => setEnded(true))}>
          Close result
        </button>
      ) : null}
      {guard.modal}
    </main>
  );
}

const renderGuard = (saveAnswers: () => Promise<boolean>) => {
  const router = createMemoryRouter(
    [
      { path: `${paths.findEmployee}/review`, element: <ReviewHarness saveAnswers={saveAnswers} /> },
      { path: "/employer/reports", element: <p>Reports page</p> },
    ],
    { initialEntries: [reviewPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(cleanup);

describe("useEditLeaveGuard: Save in the leave question", () => {
  it("goes on to where the user was heading once the save succeeded and its result is closed", async () => {
    const save = vi.fn(async () => true);
    const router = renderGuard(save);
    await userEvent.click(screen.getByRole("link", { name: "Reports" }));
    const question = await screen.findByRole("alertdialog", { name: "Unsaved Changes" });
    expect(question).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(save).toHaveBeenCalledOnce();
    // Still on the review page while the result shows.
    expect(router.state.location.pathname).toBe(`${paths.findEmployee}/review`);
    await userEvent.click(await screen.findByRole("button", { name: "Close result" }));
    expect(await screen.findByText("Reports page")).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=census");
  });

  it("stays on the review page when the save was refused", async () => {
    const save = vi.fn(async () => false);
    const router = renderGuard(save);
    await userEvent.click(screen.getByRole("link", { name: "Reports" }));
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Close result" })).toBeNull();
    expect(router.state.location.pathname).toBe(`${paths.findEmployee}/review`);
  });

  it("Abandon leaves at once without saving", async () => {
    const save = vi.fn(async () => true);
    const router = renderGuard(save);
    await userEvent.click(screen.getByRole("link", { name: "Reports" }));
    await userEvent.click(await screen.findByRole("button", { name: "Abandon" }));
    expect(await screen.findByText("Reports page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/employer/reports");
    expect(save).not.toHaveBeenCalled();
  });
});
