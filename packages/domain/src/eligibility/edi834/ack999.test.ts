import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ack999 } from "./ack999.js";
import { openInterchange, type Segment } from "./envelope.js";
import { read834 } from "./read834.js";

const corpus = (name: string) => readFileSync(new URL(`./corpus/${name}`, import.meta.url), "utf8");
const ours = { interchangeControlNumber: 900, createdAt: new Date(Date.UTC(2026, 0, 15, 9, 5)) };
/** The 999's transaction set, between GS and GE. */
const body = (text: string) => text.split("~\n").slice(2, -3);

describe("ack999", () => {
  it("accepts a file read without error, answering its sender from its receiver", () => {
    expect(ack999(read834(corpus("adds.edi")), ours).split("~\n")).toEqual([
      "ISA*00*          *00*          *ZZ*BLUECARRIER    *ZZ*ACMEHR         *260115*0905*^*00501*000000900*0*T*:",
      "GS*FA*BLUECARRIER*ACMEHR*20260115*0905*900*X*005010X231A1",
      "ST*999*0001*005010X231A1",
      "AK1*BE*101*005010X220A1",
      "AK2*834*0001*005010X220A1",
      "IK5*A",
      "AK9*A*1*1*1",
      "SE*6*0001",
      "GE*1*900",
      "IEA*1*000000900",
      "",
    ]);
  });

  it.each([
    ["bad-date.edi", ["AK2*834*0001*005010X220A1", "IK3*DMG*16**8", "IK4*2**8", "IK5*R*5", "AK9*R*1*1*0"]],
    [
      "unknown-maintenance.edi",
      ["AK2*834*0001*005010X220A1", "IK3*INS*6**8", "IK4*3**7", "IK5*R*5", "AK9*R*1*1*0"],
    ],
    ["missing-bgn.edi", ["AK2*834*0001*005010X220A1", "IK3*BGN*2**3", "IK5*R*5", "AK9*R*1*1*0"]],
    ["se-count.edi", ["AK2*834*0001*005010X220A1", "IK5*R*4", "AK9*R*1*1*0"]],
    ["st-se-control.edi", ["AK2*834*0001*005010X220A1", "IK5*R*3", "AK9*R*1*1*0"]],
    ["ge-count.edi", ["AK2*834*0001*005010X220A1", "IK5*A", "AK9*R*1*1*1*5"]],
    ["gs-ge-control.edi", ["AK2*834*0001*005010X220A1", "IK5*A", "AK9*R*1*1*1*4"]],
    ["isa-iea-control.edi", ["AK2*834*0001*005010X220A1", "IK5*A", "AK9*R*1*1*1"]],
  ])("rejects %s with the error codes of what is wrong", (name, lines) => {
    const text = ack999(read834(corpus(name)), ours);
    expect(body(text).slice(2, -1)).toEqual(lines);
  });

  it("rejects a set that is not an 834 and one whose trailer is missing", () => {
    const notOurs = corpus("changes.edi").replace("ST*834", "ST*270");
    expect(body(ack999(read834(notOurs), ours)).slice(3, -2)).toEqual(["IK5*R*1"]);
    const noTrailer = corpus("changes.edi").replace("SE*13*0001~\n", "");
    expect(body(ack999(read834(noTrailer), ours)).slice(3, -2)).toEqual(["IK5*R*2"]);
  });

  it("names a missing segment without a position when the file ends before it", () => {
    const cut = corpus("changes.edi").slice(0, corpus("changes.edi").indexOf("BGN"));
    expect(body(ack999(read834(cut), ours))).toContain("IK3*BGN***3");
  });

  it("answers each functional group with its own 999 transaction set", () => {
    const text = corpus("changes.edi");
    const group = text.slice(text.indexOf("GS*"), text.indexOf("IEA*")).replaceAll("*101", "*102");
    const both = text.replace("IEA*1*", `${group}IEA*2*`);
    const ack = ack999(read834(both), { ...ours, groupControlNumber: 5 });
    expect(ack.match(/(ST|AK1|SE|GE)\*[^~]*/g)).toEqual([
      "ST*999*0001*005010X231A1",
      "AK1*BE*101*005010X220A1",
      "SE*6*0001",
      "ST*999*0002*005010X231A1",
      "AK1*BE*102*005010X220A1",
      "SE*6*0002",
      "GE*2*5",
    ]);
  });

  it("still answers a file whose ISA could not be read, to the partner it names", () => {
    const ack = ack999(read834(corpus("bad-isa-length.edi")), {
      ...ours,
      sender: { id: "EMPLOYERPORTAL" },
      receiver: { qualifier: "30", id: "ACMEHR" },
    });
    expect(ack).toContain("*ZZ*EMPLOYERPORTAL *30*ACMEHR         *");
    expect(body(ack)).toEqual([
      "ST*999*0001*005010X231A1",
      "AK1*BE*0*005010X220A1",
      "AK9*R*0*0*0",
      "SE*4*0001",
    ]);
    const unnamed = ack999(read834("not an interchange"), ours);
    expect(unnamed).toContain("*ZZ*               *ZZ*               *");
  });

  it("writes a 999 that is itself a well-formed interchange whose SE counts its segments", () => {
    for (const name of ["adds.edi", "bad-date.edi", "ge-count.edi"]) {
      const opened = openInterchange(ack999(read834(corpus(name)), ours));
      if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
      const segments: Segment[] = [];
      for (let segment = opened.cursor.take(); segment; segment = opened.cursor.take())
        segments.push(segment);
      expect(opened.cursor.errors).toEqual([]);
      const ids = segments.map((segment) => segment.id);
      expect(ids.at(-1)).toBe("IEA");
      const se = segments.find((segment) => segment.id === "SE");
      expect(Number(se?.elements[1])).toBe(ids.indexOf("SE") - ids.indexOf("ST") + 1);
    }
  });
});
