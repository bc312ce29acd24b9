import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EligibilityMemberRow } from "../memberRow.js";
import { ack999 } from "./ack999.js";
import { is834FullFile, read834, stream834 } from "./read834.js";

const corpus = (name: string) => readFileSync(new URL(`./corpus/${name}`, import.meta.url), "utf8");
const corpusFiles = readdirSync(new URL("./corpus/", import.meta.url)).filter((name) =>
  name.endsWith(".edi"),
);
const ours = { interchangeControlNumber: 900, createdAt: new Date(Date.UTC(2026, 0, 15, 9, 5)) };

/** adds.edi with `count` members (each adds a subscriber with medical coverage), its SE counting them. */
function members(count: number): string {
  const loops = Array.from({ length: count }, (_, index) =>
    [
      "INS*Y*18*021*28*A",
      `REF*0F*${100_000_000 + index}`,
      `NM1*IL*1*NUMBER${index}*MEMBER****34*${100_000_000 + index}`,
      "HD*021**HLT*PPO500",
    ].join("~\n"),
  );
  const text = corpus("adds.edi").replace(/INS\*Y[\s\S]*?(?=SE\*)/, `${loops.join("~\n")}~\n`);
  const body = text.slice(text.indexOf("ST*"), text.indexOf("SE*")).split("~").length;
  return text.replace(/SE\*\d+\*/, `SE*${body}*`);
}

/** A file with a second transaction set (ST02 0002) after the first, the group counting both. */
function twoSets(text: string, second = text): string {
  const set = second.slice(second.indexOf("ST*"), second.indexOf("GE*")).replaceAll("*0001", "*0002");
  return text.replace("GE*1*", `${set}GE*2*`);
}

/** Everything a streaming reading gives: its rows as they came, then its result. */
function streamed(text: string) {
  const reading = stream834(text);
  const rows: EligibilityMemberRow[] = [...reading.rows];
  return { rows, result: reading.result() };
}

describe("stream834: the same answers as read834, a row at a time", () => {
  it.each<[string, string]>([
    ...corpusFiles.map((name): [string, string] => [name, corpus(name)]),
    ["two sets (adds, then dependents)", twoSets(corpus("adds.edi"), corpus("dependents.edi"))],
    ["two sets, the second's trailer wrong", twoSets(corpus("adds.edi"), corpus("se-count.edi"))],
    ["1,000 members", members(1_000)],
  ])("%s: the same rows, result and 999", (_, text) => {
    const whole = read834(text);
    const { rows, result } = streamed(text);
    expect(result.ok).toBe(whole.ok);
    expect(result.envelope).toEqual(whole.envelope);
    if (whole.ok && result.ok) {
      expect(rows).toEqual(whole.transactions.flatMap((set) => set.rows));
      expect(result.transactions).toEqual(
        whole.transactions.map(({ rows, ...set }) => ({ ...set, rowCount: rows.length })),
      );
    }
    if (!whole.ok && !result.ok) expect(result.errors).toEqual(whole.errors);
    expect(ack999(result, ours)).toBe(ack999(whole, ours));
  });

  it("hands each member's row on before the file's end is read", () => {
    const reading = stream834(members(2_000));
    const first = reading.rows.next();
    expect(first.done).toBe(false);
    expect(first.value?.lastName).toBe("NUMBER0");
    // The first row comes as the second INS ends its loop; its INS is the set's 6th segment (ST is 1).
    expect(first.value?.source).toEqual({ kind: "segment", segment: 6 });
    expect(reading.rows.next().value?.lastName).toBe("NUMBER1");
  });

  it("refuses a file whose trailers are wrong after 600 members, with read834's errors and 999", () => {
    const text = members(600).replace("GE*1*", "GE*3*").replace("IEA*1*", "IEA*2*");
    const { rows, result } = streamed(text);
    // The rows came before the trailers were read: the upload rolls them back on the refusal.
    expect(rows).toHaveLength(600);
    expect(rows[599]?.lastName).toBe("NUMBER599");
    if (result.ok) throw new Error("expected the file to be refused");
    const whole = read834(text);
    expect(whole.ok).toBe(false);
    expect(result.errors).toEqual(!whole.ok && whole.errors);
    expect(result.errors.map(({ segmentId, element, level }) => [segmentId, element, level])).toEqual([
      ["GE", 1, "group"],
      ["IEA", 1, "interchange"],
    ]);
    expect(ack999(result, ours)).toBe(ack999(whole, ours));
  });

  it("hands on no row once an error has been met, and reads on to list every error", () => {
    const text = members(5)
      .replace("NM1*IL*1*NUMBER2*MEMBER****34*100000002", "NM1*IL*1**MEMBER****34*100000002")
      .replace("INS*Y*18*021*28*A~\nREF*0F*100000004", "INS*Y*18*099*28*A~\nREF*0F*100000004");
    const { rows, result } = streamed(text);
    expect(rows.map((row) => row.lastName)).toEqual(["NUMBER0", "NUMBER1"]);
    expect(!result.ok && result.errors.map((error) => [error.segmentId, error.element])).toEqual([
      ["NM1", 3],
      ["INS", 3],
    ]);
  });

  it("answers its result when the rows were not taken to their end, reading what is left", () => {
    const text = members(3).replace("IEA*1*", "IEA*7*");
    const reading = stream834(text);
    for (const _row of reading.rows) break;
    const result = reading.result();
    expect(!result.ok && result.errors.map((error) => error.segmentId)).toEqual(["IEA"]);
    expect([...reading.rows]).toEqual([]);
  });
});

describe("is834FullFile: read834's full file, without reading the rows", () => {
  it.each(corpusFiles.map((name) => [name, corpus(name)] as const).filter(([, text]) => read834(text).ok))(
    "%s",
    (_, text) => {
      const whole = read834(text);
      expect(is834FullFile(text)).toBe(whole.ok && whole.transactions.every((set) => set.fullFile));
    },
  );

  it.each([
    ["BGN08 RX", "RX", "001", true],
    ["BGN08 4", "4", "001", true],
    ["every INS03 030", "2", "030", true],
    ["a change", "2", "001", false],
  ])("%s: %s", (_, bgn08, ins03, fullFile) => {
    const text = corpus("changes.edi")
      .replace("****2~", `****${bgn08}~`)
      .replaceAll("INS*Y*18*001", `INS*Y*18*${ins03}`);
    expect(is834FullFile(text)).toBe(fullFile);
    expect(is834FullFile(twoSets(text))).toBe(fullFile);
  });

  it("is a full file only when every set is one", () => {
    const full = corpus("full-file.edi");
    expect(is834FullFile(full)).toBe(true);
    expect(is834FullFile(twoSets(full, corpus("changes.edi")))).toBe(false);
    expect(is834FullFile("not an interchange")).toBe(false);
  });
});
