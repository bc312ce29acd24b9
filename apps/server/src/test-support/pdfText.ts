import { inflateSync } from "node:zlib";

/**
 * The text a pdfkit PDF shows: each content stream inflated and its hex text strings decoded
 * (pdfkit writes text as <hex> strings of its WinAnsi fonts). Enough to check which plan a
 * generated document names; not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString("latin1");
  const parts: string[] = [];
  for (const m of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue; // not a deflated stream (a font, an image)
    }
    for (const line of content.split("\n")) {
      const strings = [...line.matchAll(/<([0-9a-fA-F]+)>/g)].map((s) =>
        Buffer.from(s[1] ?? "", "hex").toString("latin1"),
      );
      if (strings.length > 0) parts.push(strings.join(""));
    }
  }
  return parts.join("\n");
}

/** Whether the bytes start as a PDF file does. */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
