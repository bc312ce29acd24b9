import { ApiError, type ErrorCode } from "@epr/contract";
import { domainMessages, SERVICE_ERRORS_CONTENT_ID, serviceErrorCatalogue } from "@epr/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServiceErrorBar } from "./serviceError.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A catalogue as the content service serves it, with one code of the API to find. */
const catalogue = {
  ...serviceErrorCatalogue,
  baseMessage: { ...serviceErrorCatalogue.baseMessage, not_ready: "The plans service is closed tonight." },
};

/** Answers the catalogue's fetch with `status` and `body`, counting the calls. */
function serve(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

function show(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const failure = (code?: ErrorCode, status = 502) =>
  new ApiError(status, { message: "From the server.", code });

describe("ServiceErrorBar (enrollment.md §8: returnCode looked up in the catalogue, generic fallback, warning feedback)", () => {
  it.each([
    [
      "a code the catalogue names",
      failure("not_ready", 409),
      undefined,
      "The plans service is closed tonight.",
    ],
    [
      "the spec's 10023 given by the screen",
      failure("bad_response"),
      "10023",
      domainMessages.enrollmentsUnexpected,
    ],
    ["a code it does not name", failure("invalid_request", 400), undefined, catalogue.generic],
    ["a failure without an answer", new Error("offline"), undefined, catalogue.generic],
  ])("%s → its message, as a warning", async (_name, error, returnCode, message) => {
    const calls = serve(200, { id: SERVICE_ERRORS_CONTENT_ID, kind: "serviceErrors", catalogue });
    show(<ServiceErrorBar error={error} returnCode={returnCode} title={null} />);
    const bar = await screen.findByRole("alert");
    expect(bar.textContent).toBe(message);
    expect(bar.getAttribute("data-variant")).toBe("warning");
    expect(calls).toEqual([`/api/content/${SERVICE_ERRORS_CONTENT_ID}`]);
  });

  it("the catalogue cannot be read → the generic message", async () => {
    serve(500, { message: "Something went wrong on our side." });
    show(<ServiceErrorBar error={failure("not_ready", 409)} title="The plans could not be loaded" />);
    const bar = await screen.findByRole("alert");
    expect(bar.textContent).toBe(`The plans could not be loaded: ${serviceErrorCatalogue.generic}`);
  });

  it("no failure → no bar and no fetch", () => {
    const calls = serve(200, { id: SERVICE_ERRORS_CONTENT_ID, kind: "serviceErrors", catalogue });
    show(<ServiceErrorBar error={null} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("two bars read the catalogue once", async () => {
    const calls = serve(200, { id: SERVICE_ERRORS_CONTENT_ID, kind: "serviceErrors", catalogue });
    show(
      <>
        <ServiceErrorBar error={failure("not_ready", 409)} title={null} />
        <ServiceErrorBar error={failure("invalid_request", 400)} title={null} />
      </>,
    );
    expect((await screen.findAllByRole("alert")).map((bar) => bar.textContent)).toEqual([
      "The plans service is closed tonight.",
      catalogue.generic,
    ]);
    expect(calls).toHaveLength(1);
  });
});
