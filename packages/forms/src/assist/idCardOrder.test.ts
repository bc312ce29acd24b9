import { describe, expect, it } from "vitest";
import { ID_CARD_MEMBER_KEY_MESSAGE, idCardOrderFormSchema } from "./idCardOrder.js";

const messageOf = (value: unknown) => {
  const result = idCardOrderFormSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("idCardOrderFormSchema (assist-employees.md §5 ID cards)", () => {
  it.each([
    [{ members: [] }, "Please select at least one member to order ID cards."],
    [{}, "Please select at least one member to order ID cards."],
    [{ members: ["subscriber"] }, null],
    [{ members: ["subscriber", "dependent:02"] }, null],
    [{ members: ["dependent:2"] }, ID_CARD_MEMBER_KEY_MESSAGE],
    [{ members: ["subscriber", "subscriber"] }, ID_CARD_MEMBER_KEY_MESSAGE],
    [{ members: ["x' or 1=1"] }, ID_CARD_MEMBER_KEY_MESSAGE],
  ])("%j → %s", (value, message) => {
    expect(messageOf(value)).toBe(message);
  });
});
