import { pieceMessages } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Component, type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyNamed } from "./lazyNamed.js";

afterEach(cleanup);

function Piece({ name }: { name: string }) {
  return <p>Piece for {name}</p>;
}

function Broken(): ReactNode {
  throw new Error("a bug in the piece");
}

/** The page's own error handling (the route's error element), as far as a test needs it. */
class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page failed</p> : this.props.children;
  }
}

/** A page with a field typed into, beside the lazily loaded piece. */
function Page({ children }: { children: ReactNode }) {
  const [value, setValue] = useState("");
  return (
    <PageError>
      <label>
        Last name
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      {children}
    </PageError>
  );
}

describe("lazyNamed", () => {
  it("shows the fallback, then the component once its module has arrived", async () => {
    const LazyPiece = lazyNamed(async () => Piece, { fallback: <p role="status">Loading the piece…</p> });
    render(<LazyPiece name="Dana" />);
    expect(screen.getByRole("status").textContent).toBe("Loading the piece…");
    expect((await screen.findByText("Piece for Dana")).tagName).toBe("P");
  });

  it("renders nothing and downloads nothing until loadWhen holds", async () => {
    const load = vi.fn(async () => Piece);
    const LazyPiece = lazyNamed(load, { loadWhen: (p: { name: string; open: boolean }) => p.open });
    const { rerender } = render(<LazyPiece name="Dana" open={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<LazyPiece name="Dana" open />);
    await screen.findByText("Piece for Dana");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says a failed download in the piece's place, keeps the page, and asks again on Try again", async () => {
    const load = vi
      .fn<() => Promise<typeof Piece>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(Piece);
    const LazyPiece = lazyNamed(load);
    render(
      <Page>
        <LazyPiece name="Dana" />
      </Page>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lindqvist");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(pieceMessages.title);
    expect(alert.textContent).toContain(pieceMessages.text);
    expect(screen.queryByText("The page failed")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Last name" }) as HTMLInputElement).value).toBe("Lindqvist");

    await user.click(screen.getByRole("button", { name: pieceMessages.tryAgain }));
    await screen.findByText("Piece for Dana");
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Last name" }) as HTMLInputElement).value).toBe("Lindqvist");
  });

  it("leaves a failure of the component itself to the page's error handling", async () => {
    const LazyPiece = lazyNamed(async () => Broken);
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Page>
        <LazyPiece />
      </Page>,
    );
    await screen.findByText("The page failed");
    expect(screen.queryByText(pieceMessages.title, { exact: false })).toBeNull();
  });
});

/** A piece with state of its own: a disclosure, as an actions menu is. */
function Disclosure() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
      Actions
    </button>
  );
}

const LazyDisclosure = lazyNamed(async () => Disclosure);

/** A page showing the piece, which renders again when asked. */
function Host() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <LazyDisclosure />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render the page ({renders})
      </button>
    </>
  );
}

describe("lazyNamed keeps a piece's state when its module arrives", () => {
  it("an instance shown before the module arrived is not mounted anew at the page's next render", async () => {
    render(<Host />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions" }));
    expect(screen.getByRole("button", { name: "Actions" }).getAttribute("aria-expanded")).toBe("true");
    // The page renders again (a query answered): the open disclosure stays open.
    await user.click(screen.getByRole("button", { name: /Render the page/ }));
    expect(screen.getByRole("button", { name: "Actions" }).getAttribute("aria-expanded")).toBe("true");
  });
});
