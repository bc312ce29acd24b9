import { inflateSync } from "node:zlib";

/** A PDF's content streams, inflated, as text: its drawing operators (a path's "14 6 m" …). */
export function pdfStreams(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString("latin1");
  const streams: string[] = [];
  for (const m of source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1"));
    } catch {
      // not a deflated stream (a font, an image)
    }
  }
  return streams.join("\n");
}

/**
 * The text a pdfkit PDF shows: each content stream inflated and its hex text strings decoded
 * (pdfkit writes text as <hex> strings of its WinAnsi fonts). Enough to check which plan a
 * generated document names; not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString("latin1");
  const parts: string[] = [];
  // The end-of-line before `endstream` stays with the data, as zlib ignores what follows its stream:
  // a compressed stream may itself end in a CR byte, which stripping "\r?\n" would take away.
  for (const m of source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
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

/** A run of text a PDF draws: its page, where it starts and ends (in the page's text space) and what it says. */
export interface PdfTextRun {
  page: number;
  x: number;
  /** End of the run's last visible glyph: its start plus the glyphs' advance widths. */
  end: number;
  y: number;
  text: string;
}

/** The objects of a PDF by number: dictionary text and, for streams, the raw stream bytes. */
function pdfObjects(source: string): Map<number, { dict: string; stream?: string }> {
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? "";
    const at = body.search(/stream\r?\n/);
    if (at < 0) objects.set(Number(m[1]), { dict: body });
    else {
      const start = body.indexOf("\n", at) + 1;
      const end = body.lastIndexOf("endstream");
      objects.set(Number(m[1]), {
        dict: body.slice(0, at),
        stream: body.slice(start, end),
      });
    }
  }
  return objects;
}

const inflated = (stream: string | undefined) => {
  try {
    return inflateSync(Buffer.from(stream ?? "", "latin1")).toString("latin1");
  } catch {
    return stream ?? "";
  }
};

/** A Type0 font's glyph codes to text (its ToUnicode CMap) and advance widths (its CIDFont's /W). */
function type0Font(objects: ReturnType<typeof pdfObjects>, dict: string) {
  const toText = new Map<number, string>();
  const unicode = (hex: string) => {
    let text = "";
    for (let i = 0; i + 4 <= hex.length; i += 4)
      text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
    return text;
  };
  const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(dict)?.[1];
  const cmap = inflated(objects.get(Number(cmapRef))?.stream);
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      toText.set(Number.parseInt(m[1] ?? "", 16), unicode(m[2] ?? ""));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const [from, to, first] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h ?? "", 16)) as [
        number,
        number,
        number,
      ];
      for (let code = from; code <= to; code++) toText.set(code, String.fromCharCode(first + code - from));
    }
  const widths = new Map<number, number>();
  const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(dict)?.[1];
  const cidFont = objects.get(Number(descendant))?.dict ?? "";
  const defaultWidth = Number(/\/DW (\d+(?:\.\d+)?)/.exec(cidFont)?.[1] ?? 1000);
  const w = /\/W \[([\s\S]*)\]\s*\/DW/.exec(cidFont)?.[1] ?? /\/W \[([\s\S]*?\])\]/.exec(cidFont)?.[1] ?? "";
  const tokens = [...w.matchAll(/\[([^\]]*)\]|(-?\d+(?:\.\d+)?)/g)];
  for (let i = 0; i < tokens.length; ) {
    const first = Number(tokens[i]?.[2]);
    const next = tokens[i + 1];
    if (next?.[1] !== undefined) {
      for (const [k, width] of next[1].trim().split(/\s+/).entries()) widths.set(first + k, Number(width));
      i += 2;
    } else {
      const last = Number(next?.[2]);
      const width = Number(tokens[i + 2]?.[2]);
      for (let code = first; code <= last; code++) widths.set(code, width);
      i += 3;
    }
  }
  return { toText, width: (code: number) => widths.get(code) ?? defaultWidth };
}

/**
 * The text runs of a PDF whose fonts are Type0 with a ToUnicode map, as Chromium's `page.pdf()`
 * (Skia) writes them: each `BT … ET` block's font, its `Tm` position and its glyphs decoded to text,
 * with where the run ends, so a test can tell a value that runs into the next from two values apart.
 */
export function pdfTextRuns(bytes: Uint8Array): PdfTextRun[] {
  const objects = pdfObjects(Buffer.from(bytes).toString("latin1"));
  const byObject = new Map<number, ReturnType<typeof type0Font>>();
  const runs: PdfTextRun[] = [];
  let page = 0;
  for (const [, object] of [...objects].sort(([a], [b]) => a - b)) {
    if (!/\/Type \/Page\b/.test(object.dict)) continue;
    page++;
    // A page's font names are its own: page 2's /F4 may be another font than page 1's.
    const fonts = new Map<string, ReturnType<typeof type0Font>>();
    for (const m of (/\/Font <<([^>]*)>>/.exec(object.dict)?.[1] ?? "").matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const id = Number(m[2]);
      if (!byObject.has(id)) byObject.set(id, type0Font(objects, objects.get(id)?.dict ?? ""));
      fonts.set(m[1] ?? "", byObject.get(id) as ReturnType<typeof type0Font>);
    }
    const contentRefs = /\/Contents (?:\[([^\]]*)\]|(\d+) 0 R)/.exec(object.dict);
    const refs = (contentRefs?.[1] ?? `${contentRefs?.[2]} 0 R`).match(/\d+(?= 0 R)/g) ?? [];
    for (const ref of refs) {
      const content = inflated(objects.get(Number(ref))?.stream);
      for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
        const body = block[1] ?? "";
        const font = /\/(\w+) (\d+(?:\.\d+)?) Tf/.exec(body);
        const tm = /(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) Tm/.exec(body);
        const decoder = fonts.get(font?.[1] ?? "");
        if (!font || !tm || !decoder) continue;
        const size = Number(font[2]) * Number(tm[1]);
        const scale = Number(tm[1]);
        let text = "";
        // Where the pen is, from the run's start: a `Td` moves the line's start (Skia splits a
        // run where its layout places a glyph off the font's advance widths), a glyph moves on.
        let lineStart = 0;
        let advance = 0;
        // Where the last visible glyph ends: a trailing space overlapping the next run is no overlap.
        let inked = 0;
        for (const op of body.matchAll(/(-?[\d.]+) (-?[\d.]+) Td|<([0-9a-fA-F]+)>/g)) {
          if (op[1] !== undefined) {
            lineStart += Number(op[1]) * scale;
            advance = lineStart;
            continue;
          }
          const digits = op[3] ?? "";
          for (let i = 0; i + 4 <= digits.length; i += 4) {
            const code = Number.parseInt(digits.slice(i, i + 4), 16);
            const glyph = decoder.toText.get(code) ?? "";
            text += glyph;
            advance += (decoder.width(code) * size) / 1000;
            if (glyph.trim()) inked = advance;
          }
        }
        const x = Number(tm[5]);
        runs.push({ page, x, end: x + inked, y: Number(tm[6]), text: text.normalize("NFKC") });
      }
    }
  }
  return runs;
}

/**
 * The lines of text of a Chromium PDF: runs on one baseline of one page, left to right; runs that
 * touch are joined as they read, runs with a gap between them (another column) by " | ".
 */
export function pdfLines(bytes: Uint8Array): string[] {
  const lines = new Map<string, PdfTextRun[]>();
  for (const run of pdfTextRuns(bytes)) {
    const key = `${run.page}:${Math.round(run.y)}`;
    lines.set(key, [...(lines.get(key) ?? []), run]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => {
      const [pa, ya] = a.split(":").map(Number) as [number, number];
      const [pb, yb] = b.split(":").map(Number) as [number, number];
      return pa - pb || ya - yb;
    })
    .map(([, runs]) => {
      const sorted = runs.sort((a, b) => a.x - b.x);
      let line = "";
      let end = Number.NEGATIVE_INFINITY;
      for (const run of sorted) {
        if (line && run.x > end + 12) line += " | ";
        line += run.text;
        end = Math.max(end, run.end);
      }
      return line.trim();
    })
    .filter(Boolean);
}

/**
 * Runs on one baseline that overlap (a run starting before the previous one ends, by more than a
 * rounding): in a printed page, a value drawn over its neighbour. Between two `Td` moves the layout
 * places glyphs on a sub-pixel grid, so a segment's drawn width strays from its advance widths' sum
 * by up to about a tenth of a point per glyph (a bold name before ": tobacco user" measured up to
 * 1.2 pt into it over 15 glyphs in 60 prints); the rounding allows 0.15 pt a glyph, at least 1.5 pt.
 */
export function overlappingRuns(bytes: Uint8Array): [string, string][] {
  const runs = pdfTextRuns(bytes).filter((r) => r.text.trim());
  const overlaps: [string, string][] = [];
  const byLine = new Map<string, PdfTextRun[]>();
  for (const run of runs) {
    const key = `${run.page}:${Math.round(run.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), run]);
  }
  for (const line of byLine.values()) {
    const sorted = line.sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) {
      const [before, after] = [sorted[i - 1], sorted[i]] as [PdfTextRun, PdfTextRun];
      const rounding = Math.max(1.5, 0.15 * before.text.length);
      if (after.x < before.end - rounding) overlaps.push([before.text, after.text]);
    }
  }
  return overlaps;
}
