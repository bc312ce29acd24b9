import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { subscriberFormSchema } from "../subscriber/subscriber.js";
import { memoizeSchema } from "./memo.js";

describe("memoizeSchema", () => {
  const counted = () => {
    let built = 0;
    const factory = memoizeSchema((ctx: { today: Date; rules?: unknown }) => {
      built += 1;
      return z.object({ at: z.literal(ctx.today.toISOString()) });
    }, 2);
    return { factory, built: () => built };
  };

  it.each([
    ["an equal context (another object, the same instant)", { today: new Date(2026, 10, 29) }, true],
    ["another day", { today: new Date(2026, 10, 30) }, false],
    [
      "the same data with a function in it (not data: built anew)",
      { today: new Date(2026, 10, 29), rules: () => 1 },
      false,
    ],
  ])("%s", (_name, second, same) => {
    const { factory, built } = counted();
    const first = factory({
      today: new Date(2026, 10, 29),
      ...("rules" in second ? { rules: () => 1 } : {}),
    });
    expect(factory(second) === first).toBe(same);
    expect(built()).toBe(same ? 1 : 2);
  });

  it("keeps the newest contexts only, the one used last kept longest", () => {
    const { factory, built } = counted();
    const day = (d: number) => ({ today: new Date(2026, 10, d) });
    factory(day(1));
    factory(day(2));
    factory(day(1)); // used again: day 2 is now the oldest
    factory(day(3)); // drops day 2
    expect(built()).toBe(3);
    factory(day(1));
    expect(built()).toBe(3);
    factory(day(2));
    expect(built()).toBe(4);
  });

  it("the forms' factories answer the same schema for the same context, and it judges as a new one would", () => {
    const ctx = () => ({ today: new Date(2026, 10, 29), flow: "add" as const });
    const schema = subscriberFormSchema(ctx());
    expect(subscriberFormSchema(ctx())).toBe(schema);
    expect(subscriberFormSchema({ ...ctx(), aso: true })).not.toBe(schema);
    const values = { firstName: "" };
    expect(schema.safeParse(values).error?.issues.map((i) => i.message)).toEqual(
      subscriberFormSchema({ ...ctx(), cobra: false })
        .safeParse(values)
        .error?.issues.map((i) => i.message),
    );
  });
});
