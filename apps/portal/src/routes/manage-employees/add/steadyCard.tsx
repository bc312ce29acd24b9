import { type ComponentType, memo, useLayoutEffect, useRef } from "react";

type Props = Record<string, unknown>;
type Callback = (...args: unknown[]) => unknown;

/** Same data: equal primitives, or plain objects, arrays and dates equal member by member. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const plain = (value: object) => {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === Array.prototype || proto === null;
  };
  // A React element (a plain object in development, with its owner's fibre inside), a Map or a
  // class instance: only the same one is the same.
  if (!plain(a) || !plain(b) || "$$typeof" in a || "$$typeof" in b) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameData((a as Props)[key], (b as Props)[key]));
}

/** Same props but for the callbacks (which `steadyCard` keeps steady itself). */
function sameCardProps(a: Props, b: Props): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const [x, y] = [a[key], b[key]];
    return typeof x === "function" && typeof y === "function" ? true : sameData(x, y);
  });
}

/**
 * `Card` rendered again only when its data changes. The Plan Coverage step builds every card's
 * props anew on each keystroke anywhere in the step (the draft of what was typed lives in the add
 * flow, enrollment.md §2): new value objects of the same data, new callbacks. Without this, one
 * keystroke in a PCP card re-rendered every card of a subscriber and 8 dependents, and committed
 * each of their inputs again (the step's INP, docs/benchmarks.md Rendering). Values are compared
 * by data; each callback is a steady function that calls the latest one given, so a card kept as
 * it was still reaches the page's current state.
 */
export function steadyCard<P extends object>(Card: ComponentType<P>): ComponentType<P> {
  const Kept = memo(Card as ComponentType<Props>, sameCardProps);
  function SteadyCard(props: P) {
    const latest = useRef(props as Props);
    // Before the card's own effects run (its change subscription calls back), the callbacks reach these props.
    useLayoutEffect(() => {
      latest.current = props as Props;
    });
    const steady = useRef(new Map<string, Callback>());
    const given: Props = {};
    for (const [name, value] of Object.entries(props)) {
      if (typeof value !== "function") {
        given[name] = value;
        continue;
      }
      let call = steady.current.get(name);
      if (!call) {
        call = (...args) => (latest.current[name] as Callback | undefined)?.(...args);
        steady.current.set(name, call);
      }
      given[name] = call;
    }
    return <Kept {...given} />;
  }
  SteadyCard.displayName = `Steady(${Card.displayName ?? Card.name})`;
  return SteadyCard;
}
