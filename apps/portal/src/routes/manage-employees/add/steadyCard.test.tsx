import { act, cleanup, render } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sameData, steadyCard } from "./steadyCard.js";

afterEach(cleanup);

describe("sameData: a card's props of the same data", () => {
  const today = new Date(2026, 0, 5);
  const element = <span />;
  it.each([
    ["equal strings", "a", "a", true],
    ["different strings", "a", "b", false],
    ["NaN and NaN", Number.NaN, Number.NaN, true],
    ["null and undefined", null, undefined, false],
    ["new objects of the same values", { a: 1, b: { c: "x" } }, { a: 1, b: { c: "x" } }, true],
    ["a nested value changed", { a: 1, b: { c: "x" } }, { a: 1, b: { c: "y" } }, false],
    ["a key more", { a: 1 }, { a: 1, b: undefined }, false],
    ["new arrays of the same items", [{ v: "HR" }, { v: "D1" }], [{ v: "HR" }, { v: "D1" }], true],
    ["arrays of another length", ["a"], ["a", "b"], false],
    ["an array and an object of its indexes", ["a"], { 0: "a" }, false],
    ["dates of the same day", today, new Date(today), true],
    ["dates of two days", today, new Date(2026, 0, 6), false],
    ["the same element", element, element, true],
    ["two elements alike", <span key="a" />, <span key="a" />, false],
    ["two maps alike", new Map(), new Map(), false],
  ])("%s: %s", (_, a, b, same) => {
    expect(sameData(a, b)).toBe(same);
  });
});

interface CardProps {
  values: { number: string };
  onChange: (value: string) => void;
}

/** What the card below saw: its renders, and each subscription to its callback (as a card's change subscription). */
const seen = { renders: 0, subscriptions: 0 };

function CountingCard({ values, onChange }: CardProps) {
  seen.renders++;
  useEffect(() => {
    seen.subscriptions += typeof onChange === "function" ? 1 : 0;
  }, [onChange]);
  return (
    <button type="button" onClick={() => onChange(values.number)}>
      {values.number}
    </button>
  );
}

const Card = steadyCard(CountingCard);

beforeEach(() => {
  seen.renders = 0;
  seen.subscriptions = 0;
});

describe("steadyCard: the Plan Coverage cards render again only when their data changes", () => {
  it("keeps the card when the page re-renders with new objects and callbacks of the same data", () => {
    const { rerender } = render(<Card values={{ number: "1" }} onChange={() => {}} />);
    rerender(<Card values={{ number: "1" }} onChange={() => {}} />);
    rerender(<Card values={{ number: "1" }} onChange={() => {}} />);
    expect(seen.renders).toBe(1);
    // Its callback is a steady one: the card's subscription was not made again either.
    expect(seen.subscriptions).toBe(1);
  });

  it("renders the card again when its data changes", () => {
    const { rerender, getByRole } = render(<Card values={{ number: "1" }} onChange={() => {}} />);
    rerender(<Card values={{ number: "12" }} onChange={() => {}} />);
    expect(seen.renders).toBe(2);
    expect(getByRole("button").textContent).toBe("12");
  });

  it("calls the latest callback given, though the card kept the first", () => {
    const heard: string[] = [];
    const { rerender, getByRole } = render(
      <Card values={{ number: "1" }} onChange={(v) => heard.push(`first ${v}`)} />,
    );
    rerender(<Card values={{ number: "1" }} onChange={(v) => heard.push(`latest ${v}`)} />);
    act(() => getByRole("button").click());
    expect(seen.renders).toBe(1);
    expect(heard).toEqual(["latest 1"]);
  });
});
