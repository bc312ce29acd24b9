import { describe, expect, it } from "vitest";
import { freshDatabaseUrl } from "../test-support/testApp.js";
import { openDatabase } from "./database.js";
import { frozenArrayLiterals, MAX_PREPARED_STATEMENTS, statementNamer } from "./prepared.js";

describe("statementNamer: statements are planned once per connection", () => {
  it.each([
    ["a statement with parameters is named", "select $1::int", [1], true],
    [
      "one without is not (the simple protocol allows several statements: migrations)",
      "select 1; select 2",
      undefined,
      false,
    ],
    ["nor one with an empty parameter list", "select 1", [], false],
  ])("%s", (_case, text, values, named) => {
    const config = statementNamer()(text, values);
    expect(config.text).toBe(text);
    expect(config.values).toEqual(values?.length ? values : undefined);
    expect(config.name !== undefined).toBe(named);
  });

  it("gives one text one name, and two texts two", () => {
    const name = statementNamer();
    expect(name("select $1::int", [1]).name).toBe(name("select $1::int", [2]).name);
    expect(name("select $1::int", [1]).name).not.toBe(name("select $1::text", [1]).name);
    // The same name in another process: a name is the text's hash, not an order of arrival.
    expect(statementNamer()("select $1::int", [1]).name).toBe(name("select $1::int", [1]).name);
  });

  it(`prepares at most ${MAX_PREPARED_STATEMENTS} texts; past them a text runs unnamed`, () => {
    const name = statementNamer(3);
    const names = ["a", "b", "c", "d"].map((t) => name(`select $1 as ${t}`, [1]).name);
    expect(names.slice(0, 3).every((n) => n?.startsWith("epr_"))).toBe(true);
    expect(names[3]).toBeUndefined();
    // The ones already named stay named.
    expect(name("select $1 as a", [1]).name).toBe(names[0]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("prepared statements on a PostgreSQL server", () => {
  it("the connection keeps a statement run with parameters, in and out of a transaction", async () => {
    const db = await openDatabase({ url: await freshDatabaseUrl(), poolMax: 1 });
    try {
      const prepared = async () =>
        (
          await db.query<{ statement: string }>(
            "select statement from pg_prepared_statements where name like 'epr_%' order by statement",
          )
        ).rows.map((r) => r.statement);
      expect(await prepared()).toEqual([]);
      for (const n of [1, 2, 3]) expect((await db.query("select $1::int as n", [n])).rows).toEqual([{ n }]);
      await db.transaction((tx) => tx.query("select $1::text as t", ["x"]));
      expect(await prepared()).toEqual(["select $1::int as n", "select $1::text as t"]);
    } finally {
      await db.close();
    }
  });

  it("a frozen array parameter, sent as its literal, reads as the same array", async () => {
    const db = await openDatabase({ url: await freshDatabaseUrl(), poolMax: 1 });
    try {
      const groups = Object.freeze(["300001", 'a "quoted" one', "back\\slash", "NULL"]);
      for (const given of [groups, [...groups]])
        expect((await db.query("select $1::text[] as a", [given])).rows).toEqual([{ a: [...groups] }]);
    } finally {
      await db.close();
    }
  });
});

describe("frozenArrayLiterals: a frozen array parameter is made a literal once", () => {
  const groups = Object.freeze(["300001", 'a "quoted" one', "back\\slash"]);
  it.each([
    ["a frozen array becomes its literal", [1, groups], [1, "LITERAL"]],
    ["an array that may change is left to the driver", [1, ["300001"]], [1, ["300001"]]],
    ["other values are as given", ["x", null, 2], ["x", null, 2]],
    ["no parameters stay none", undefined, undefined],
  ])("%s", (_case, values, expected) => {
    const literals = frozenArrayLiterals(() => "LITERAL");
    expect(literals(values as unknown[] | undefined)).toEqual(expected);
  });

  it("makes each array's literal once, and leaves the caller's list unchanged", () => {
    let made = 0;
    const literals = frozenArrayLiterals((array) => {
      made++;
      return `{${array.join(",")}}`;
    });
    const values = [groups];
    expect(literals(values)).toEqual([`{${groups.join(",")}}`]);
    expect(literals([groups])).toEqual([`{${groups.join(",")}}`]);
    expect(made).toBe(1);
    expect(values[0]).toBe(groups);
  });

  it("gives what pg itself sends for the array (quotes and backslashes escaped)", async () => {
    const { default: pg } = await import("pg");
    const { prepareValue } = (pg as unknown as { utils: { prepareValue: (v: unknown) => unknown } }).utils;
    expect(frozenArrayLiterals(prepareValue)([groups])).toEqual([prepareValue([...groups])]);
    expect(prepareValue([...groups])).toBe('{"300001","a \\"quoted\\" one","back\\\\slash"}');
  });
});
