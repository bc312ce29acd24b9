import { apiErrorSchema } from "@epr/contract";
import { assistMessages, sbcRequestFailure } from "@epr/domain";
import { fileNameOf } from "../../lib/saveFile.js";

/** What the browser does for the member's SBC request (injected, so the outcomes are tested without one). */
export interface MemberSbcIo {
  fetch: (url: string) => Promise<Response>;
  /** Saves the PDF under its download name. */
  save: (blob: Blob, fileName: string) => void;
  /** Sends the browser to an address (the repeated download). */
  assign: (url: string) => void;
}

/** How the member's SBC request ended. */
export type MemberSbcOutcome =
  | { kind: "downloaded" }
  | { kind: "redirected" }
  /**
   * `notFound`: none exists (the brand's contact text, a notification); otherwise a failure (an
   * alert) with the generic SBC message (§8).
   */
  | { kind: "failed"; message: string; notFound: boolean };

/**
 * View SBC for one employee (assist-employees.md §2.5): the GET for the member's umi and group.
 * The PDF is saved; DOCUMENTS-NOT-FOUND gives the brand's contact message (`notFound`); another
 * error with a message sends the browser to the same address to download; any other failure gives
 * the generic SBC message (§8).
 */
export async function requestMemberSbc(
  url: string,
  notFound: string,
  io: MemberSbcIo,
): Promise<MemberSbcOutcome> {
  let res: Response;
  try {
    res = await io.fetch(url);
  } catch {
    return { kind: "failed", message: assistMessages.sbcGenericError, notFound: false };
  }
  if (res.ok) {
    io.save(await res.blob(), fileNameOf(res, "summary-of-benefits.pdf"));
    return { kind: "downloaded" };
  }
  const body = apiErrorSchema.safeParse(await res.json().catch(() => null));
  const outcome = sbcRequestFailure(body.success ? body.data : {});
  if (outcome === "redirect") {
    io.assign(url);
    return { kind: "redirected" };
  }
  return outcome === "notFound"
    ? { kind: "failed", message: notFound, notFound: true }
    : { kind: "failed", message: assistMessages.sbcGenericError, notFound: false };
}
