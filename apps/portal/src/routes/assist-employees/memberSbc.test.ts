import { assistMessages, DOCUMENTS_NOT_FOUND } from "@epr/domain";
import { describe, expect, it, vi } from "vitest";
import { requestMemberSbc } from "./memberSbc.js";

const URL_ = "/api/employees/M1/sbc?groupNumber=100100";
const BRAND_TEXT =
  "A Summary of Benefits and Coverage is not available for this plan. Please call Customer Service.";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function io(answer: Response | Error) {
  return {
    fetch: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    save: vi.fn(),
    assign: vi.fn(),
  };
}

describe("View SBC for one employee (assist-employees.md §2.5)", () => {
  it("saves the PDF under the server's download name", async () => {
    const browser = io(
      new Response(new Uint8Array([37, 80, 68, 70, 45]), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": 'attachment; filename="sbc-100100-med-2026.pdf"',
        },
      }),
    );
    expect(await requestMemberSbc(URL_, BRAND_TEXT, browser)).toEqual({ kind: "downloaded" });
    expect(browser.save).toHaveBeenCalledWith(expect.any(Blob), "sbc-100100-med-2026.pdf");
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("DOCUMENTS-NOT-FOUND gives the brand's contact message", async () => {
    const browser = io(json(404, { message: "No SBC.", code: DOCUMENTS_NOT_FOUND }));
    expect(await requestMemberSbc(URL_, BRAND_TEXT, browser)).toEqual({
      kind: "failed",
      message: BRAND_TEXT,
      notFound: true,
    });
  });

  it("another error with a message asks the same address again, to download", async () => {
    const browser = io(json(500, { message: "There was an error on the server.", code: "server_error" }));
    expect(await requestMemberSbc(URL_, BRAND_TEXT, browser)).toEqual({ kind: "redirected" });
    expect(browser.assign).toHaveBeenCalledWith(URL_);
  });

  it.each([
    ["an answer that is not JSON", new Response("<html>", { status: 502 })],
    ["no answer at all", new Error("offline")],
  ])("%s gives the generic SBC message", async (_name, answer) => {
    const browser = io(answer);
    expect(await requestMemberSbc(URL_, BRAND_TEXT, browser)).toEqual({
      kind: "failed",
      message: assistMessages.sbcGenericError,
      notFound: false,
    });
    expect(browser.assign).not.toHaveBeenCalled();
  });
});
