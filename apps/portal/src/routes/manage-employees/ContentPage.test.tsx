import type { ContentFile } from "@epr/contract";
import { CONTENT_FOCUS_DELAY_MS, domainMessages, STATIC_PAGE_IDS, staticPages } from "@epr/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { contentQuery } from "../../lib/contentQueries.js";
import { ContentPage } from "./ContentPage.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Answers every fetch with the given status and body, counting the calls. */
function serve(...answers: [number, unknown][]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const [status, body] = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [500, {}];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

function show(
  contentId: string,
  title: string,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContentPage contentId={contentId} title={title} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("ContentPage (enrollment.md §2 static pages, from the content service)", () => {
  it("shows the tutorial: its title, a heading per section and its steps as an ordered list", async () => {
    const id = STATIC_PAGE_IDS.tutorialEnrollment;
    const calls = serve([200, { id, kind: "page", page: staticPages[id] }]);
    show(id, "Tutorial - Enrollment");
    // The title shows while loading too: wait for the page's own text.
    expect(await screen.findByText(staticPages[id].intro)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Tutorial - Enrollment" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      staticPages[id].sections.map((s) => s.heading),
    );
    const steps = staticPages[id].sections.find((s) => s.ordered);
    const list = screen.getAllByRole("list").find((l) => l.tagName === "OL");
    expect(within(list as HTMLElement).getAllByRole("listitem")).toHaveLength(steps?.items.length ?? -1);
    expect(calls).toEqual([`/api/content/${id}`]);
  });

  it("names the page while its text loads", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => undefined)),
    );
    show(STATIC_PAGE_IDS.userraForm, "USERRA Form");
    expect(screen.getByRole("heading", { level: 1, name: "USERRA Form" })).toBeTruthy();
    expect(screen.getByText("Loading USERRA Form")).toBeTruthy();
  });

  it("an unknown page: the server's sentence, no retry", async () => {
    serve([404, { message: "We could not find that content.", code: "not_found" }]);
    show("no_such_page", "USERRA Form");
    expect(await screen.findByText("We could not find that content.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("a server failure: the generic error text and Try again, which loads the page", async () => {
    const id = STATIC_PAGE_IDS.userraGroupProcedures;
    serve(
      [500, { message: "Something went wrong on our side. Please try again." }],
      [200, { id, kind: "page", page: staticPages[id] }],
    );
    show(id, "Group Procedures for USERRA");
    expect(await screen.findByText(domainMessages.genericErrorText)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(staticPages[id].intro)).toBeTruthy();
  });

  it("an answer that is not a page: the unexpected-format message", async () => {
    serve([200, { id: "epr_messages", kind: "messages", messages: {} }]);
    show("epr_messages", "USERRA Form");
    expect(await screen.findByText(domainMessages.unexpectedFormat)).toBeTruthy();
  });
});

describe("ContentPage focus after the text arrives (enrollment.md §9: 500 ms content scroll/focus delay)", () => {
  const id = STATIC_PAGE_IDS.tutorialEnrollment;

  /** A client that already holds the page: the text shows on the first render, timers all fake. */
  function withPage() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const file: ContentFile = { id, kind: "page", page: staticPages[id] };
    client.setQueryData(contentQuery(id).queryKey, file);
    return client;
  }

  it("the heading takes focus 500 ms after the text shows, and scrolls into view, not before", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => undefined)),
    );
    vi.useFakeTimers();
    const scrolled = vi.fn();
    // jsdom has no scrolling: the page's call is recorded instead (removed again below).
    HTMLElement.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, "scrollIntoView");
    });
    show(id, "Tutorial - Enrollment", withPage());
    const heading = screen.getByRole("heading", { level: 1, name: staticPages[id].title });
    act(() => vi.advanceTimersByTime(CONTENT_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(heading);
    expect(scrolled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    expect(CONTENT_FOCUS_DELAY_MS).toBe(500);
  });

  it("while the text loads nothing takes focus", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => undefined)),
    );
    vi.useFakeTimers();
    show(id, "Tutorial - Enrollment");
    const before = document.activeElement;
    act(() => vi.advanceTimersByTime(CONTENT_FOCUS_DELAY_MS * 4));
    expect(document.activeElement).toBe(before);
  });

  it("focus the administrator moved meanwhile stays where they put it", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => undefined)),
    );
    vi.useFakeTimers();
    show(id, "Tutorial - Enrollment", withPage());
    const back = screen.getByRole("link", { name: "Back to Manage Employees" });
    back.focus();
    act(() => vi.advanceTimersByTime(CONTENT_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(back);
  });
});
