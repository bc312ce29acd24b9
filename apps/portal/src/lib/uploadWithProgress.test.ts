import {
  ApiError,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
  validateReportCodesResponseSchema,
} from "@epr/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeAnswer as Answer, FakeXhr } from "./fakeXhr.test-support.js";
import { forgetSessionEnds, sessionEnds } from "./sessionClock.js";
import { type UploadProgress, uploadWithProgress } from "./uploadWithProgress.js";

/** Any small answer of the contract: the upload reads whatever schema it is given. */
const schema = validateReportCodesResponseSchema;

const file = new File(["a,b\n1,2\n"], "roster.csv", { type: "text/csv" });

/** Starts an upload against the fake; its progress reports, the promise and the request. */
function start(signal?: AbortSignal) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const reports: UploadProgress[] = [];
  const upload = uploadWithProgress(
    "/api/things?id=1",
    file,
    schema,
    (report) => reports.push(report),
    signal,
  );
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error("no request was made");
  return { reports, upload, xhr };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetSessionEnds();
});

describe("uploadWithProgress", () => {
  it("POSTs the file's own bytes as an octet stream, asking for JSON", async () => {
    const { upload, xhr } = start();
    expect(xhr.request.method).toBe("POST");
    expect(xhr.request.url).toBe("/api/things?id=1");
    expect(xhr.request.body).toBe(file);
    expect(xhr.request.headers).toEqual({
      "content-type": "application/octet-stream",
      accept: "application/json",
    });
    xhr.answer({ status: 200, body: { payload: ["A1"] } });
    await expect(upload).resolves.toEqual({ payload: ["A1"] });
  });

  it("reports the bytes sent as a percent, then sent, then resolves with the answer the schema reads", async () => {
    const { reports, upload, xhr } = start();
    xhr.progress(25, 100);
    xhr.progress(50, 100);
    xhr.progress(10, 0, false);
    xhr.progress(10, 0);
    xhr.sent();
    expect(reports).toEqual([
      { stage: "uploading", percent: 25 },
      { stage: "uploading", percent: 50 },
      // A length the browser cannot tell (or an empty total) is no percent: the bar runs without one.
      { stage: "uploading", percent: undefined },
      { stage: "uploading", percent: undefined },
      { stage: "sent" },
    ]);
    xhr.answer({ status: 201, body: { payload: ["A1", "B2"] } });
    await expect(upload).resolves.toEqual({ payload: ["A1", "B2"] });
  });

  it.each([
    [
      "a refused file (422) with the body's message, code and details",
      {
        status: 422,
        body: {
          message: "The file is not a census.",
          code: "eligibility_file_refused",
          details: { rows: 0 },
        },
      },
      {
        status: 422,
        message: "The file is not a census.",
        code: "eligibility_file_refused",
        body: { details: { rows: 0 } },
      },
    ],
    [
      "a 409 with the body's message and code",
      { status: 409, body: { message: "A payment like it was recorded.", code: "duplicate_payment" } },
      { status: 409, message: "A payment like it was recorded.", code: "duplicate_payment" },
    ],
    [
      "a 4xx whose body is no error body, as an unexpected answer",
      { status: 400, body: "<html>oops</html>" },
      { status: 400, code: undefined },
    ],
    [
      "a 2xx the schema does not read, as an unrecognised answer (502)",
      { status: 200, body: { payload: "not a list" } },
      { status: 502 },
    ],
  ])("rejects %s, read through the contract", async (_, answer: Answer, expected) => {
    const { upload, xhr } = start();
    xhr.answer(answer);
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it("rejects with no answer (status 0, code network) when the request fails", async () => {
    const { upload, xhr } = start();
    xhr.fail();
    await expect(upload).rejects.toMatchObject({ status: 0, code: "network" });
  });

  it("stops the upload when its signal aborts, and rejects with an AbortError", async () => {
    const leaving = new AbortController();
    const { reports, upload, xhr } = start(leaving.signal);
    xhr.progress(30, 100);
    leaving.abort();
    expect(xhr.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
    expect(reports).toEqual([{ stage: "uploading", percent: 30 }]);
  });

  it.each([
    ["an answer", { status: 200, body: { payload: [] } }],
    ["a refusal", { status: 422, body: { message: "No.", code: "eligibility_file_refused" } }],
  ])("notes the session's ends from the headers of %s", async (_, answer: Answer) => {
    const idle = "2026-03-01T10:15:00.000Z";
    const absolute = "2026-03-01T18:00:00.000Z";
    const { upload, xhr } = start();
    expect(sessionEnds()).toEqual({ idleEnd: null, absoluteEnd: null });
    xhr.answer({
      ...answer,
      headers: { [SESSION_IDLE_EXPIRES_HEADER]: idle, [SESSION_EXPIRES_HEADER]: absolute },
    });
    await upload.catch(() => undefined);
    expect(sessionEnds()).toEqual({ idleEnd: Date.parse(idle), absoluteEnd: Date.parse(absolute) });
  });
});
