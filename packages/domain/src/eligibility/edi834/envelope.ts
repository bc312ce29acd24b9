/**
 * The X12 interchange's tokens: the fixed-width ISA that declares the separators, then every
 * segment split into its elements. Nothing here knows the 834; read834 judges what these hold.
 */

/** The separators an interchange declares in its ISA. */
export interface Separators {
  /** The element separator: the ISA's fourth character. */
  element: string;
  /** The sub-element (component) separator: ISA16. */
  subElement: string;
  /** The segment terminator: the character after ISA16. */
  segment: string;
  /** The repetition separator: ISA11. */
  repetition: string;
}

/** One segment of the interchange. */
export interface Segment {
  /** 1-based position in the interchange (the ISA is 1). */
  position: number;
  id: string;
  /** elements[0] is the id; elements[n] is the segment's nth element. */
  elements: string[];
}

/** What is wrong with the envelope, where (the ISA is segment 1). */
export interface TokenError {
  segment: number;
  segmentId: string;
  element?: number;
  message: string;
  /** The 999's syntax error code for it, when the 999 has one. */
  code?: string;
}

/** The ISA's elements' widths, ISA01 to ISA16: the ISA is fixed-width, 106 characters with its terminator. */
export const isaWidths = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1] as const;

/** The ISA's length including its terminator. */
export const ISA_LENGTH = 106;

const describe = (char: string) =>
  char === "\n"
    ? "a line break"
    : char === "\r"
      ? "a carriage return"
      : char === " "
        ? "a space"
        : `'${char}'`;

/** Letters, digits and spaces cannot separate: they occur in values. */
const isValueCharacter = (char: string) => /[A-Za-z0-9 ]/.test(char);

/** The segments of an interchange, read one at a time (a big file is never held as segments whole). */
export interface SegmentCursor {
  /** The next segment, not taken. */
  peek(): Segment | undefined;
  /** The next segment, taken. */
  take(): Segment | undefined;
  /** How many segments were read so far, the ISA and the one ahead included (at the end, all of them). */
  count(): number;
  /** What stopped the reading (a segment that is not one): after it, there is no next segment. */
  errors: TokenError[];
}

/**
 * Open an interchange: its ISA read and checked, the separators taken from it, and a cursor over
 * its segments (the ISA first). Line breaks after a terminator (and a byte-order mark or blank
 * lines before the ISA) are tolerated; a blank segment is passed over.
 */
export function openInterchange(
  text: string,
): { ok: true; separators: Separators; cursor: SegmentCursor } | { ok: false; errors: TokenError[] } {
  const start = text.replace(/^\uFEFF?\s*/, "");
  const fail = (element: number | undefined, message: string, code?: string) => ({
    ok: false as const,
    errors: [{ segment: 1, segmentId: "ISA", ...(element ? { element } : {}), message, code }],
  });
  if (!start.startsWith("ISA")) {
    return fail(undefined, "The file does not begin with an ISA segment: it is not an X12 interchange.");
  }
  const element = start.charAt(3);
  if (!element || isValueCharacter(element)) {
    return fail(
      undefined,
      `The ISA's fourth character, the element separator, is ${describe(element)}; it must be a character that is not a letter, digit or space.`,
      "6",
    );
  }
  // Walk the fixed-width elements: each must be exactly its width, else the ISA is the wrong length.
  const values: string[] = ["ISA"];
  let position = 4;
  for (let index = 0; index < 15; index++) {
    const next = start.indexOf(element, position);
    const value = next < 0 ? start.slice(position) : start.slice(position, next);
    const width = isaWidths[index] as number;
    if (next < 0 || value.length !== width) {
      return fail(
        index + 1,
        `ISA${pad2(index + 1)} must be ${width} characters long but is ${next < 0 ? "missing" : value.length}: the ISA is fixed-width, ${ISA_LENGTH} characters long.`,
        next < 0 ? "1" : value.length < width ? "4" : "5",
      );
    }
    values.push(value);
    position = next + 1;
  }
  const subElement = start.charAt(position);
  const segment = start.charAt(position + 1);
  values.push(subElement);
  if (!segment || isValueCharacter(segment) || segment === element) {
    return fail(
      16,
      `The segment terminator after ISA16 is ${segment ? describe(segment) : "missing"}; the ISA must end, at character ${ISA_LENGTH}, with a terminator that is not a letter, digit, space or the element separator.`,
      "6",
    );
  }
  if (!subElement || isValueCharacter(subElement) || subElement === element || subElement === segment) {
    return fail(
      16,
      `ISA16, the sub-element separator, is ${describe(subElement)}; it must differ from the element separator (${describe(element)}) and the segment terminator (${describe(segment)}).`,
      "6",
    );
  }
  const separators: Separators = { element, subElement, segment, repetition: values[11] as string };
  const errors: TokenError[] = [];
  const validIds = new Set<string>();
  let from = position + 2;
  let read = 1;
  let ahead: Segment | undefined = { position: 1, id: "ISA", elements: values };
  /** The segment after the one ahead: the text walked terminator to terminator. */
  const readNext = (): Segment | undefined => {
    while (from < start.length && errors.length === 0) {
      // Line breaks after a terminator are passed over, and a carriage return before one is dropped.
      let code = start.charCodeAt(from);
      while (code === 10 || code === 13) code = start.charCodeAt(++from);
      const terminator = start.indexOf(segment, from);
      let to = terminator < 0 ? start.length : terminator;
      const next = to + 1;
      if (to > from && start.charCodeAt(to - 1) === 13) to--;
      const piece = start.slice(from, to);
      from = next;
      if (piece.length === 0 || (piece.charCodeAt(0) <= 32 && piece.trim() === "")) continue;
      const elements = piece.split(element);
      const id = elements[0] as string;
      const number = ++read;
      if (piece.includes("\n") || piece.includes("\r")) {
        errors.push({
          segment: number,
          segmentId: id.slice(0, 20),
          message: `${id.slice(0, 20)} runs on past a line break: segments must end with the terminator ${describe(segment)} the ISA declares (after ISA16).`,
          code: "1",
        });
        return undefined;
      }
      if (!validIds.has(id)) {
        if (!/^[A-Z][A-Z0-9]{1,2}$/.test(id)) {
          errors.push({
            segment: number,
            segmentId: id.slice(0, 20),
            message: `'${id.slice(0, 20)}' is not a segment id: segments must end with the terminator ${describe(segment)} and separate elements with ${describe(element)}, as the ISA declares.`,
            code: "1",
          });
          return undefined;
        }
        validIds.add(id);
      }
      return { position: number, id, elements };
    }
    return undefined;
  };
  const cursor: SegmentCursor = {
    peek: () => ahead,
    take: () => {
      const taken = ahead;
      ahead = taken ? readNext() : undefined;
      return taken;
    },
    count: () => read,
    errors,
  };
  return { ok: true, separators, cursor };
}

/** A number written with two digits (ISA01 … ISA16). */
export const pad2 = (value: number) => String(value).padStart(2, "0");
