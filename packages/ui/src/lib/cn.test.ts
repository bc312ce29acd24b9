import { clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { createParseClassName } from "tailwind-merge/unstable-do-not-import";
import { describe, expect, it } from "vitest";
import {
  classifier,
  describeConfig,
  designSystemTokens,
  fullConfig,
  generate,
  sampleClasses,
} from "../../scripts/cn-merge-config.mjs";
import { cn } from "./cn.js";
import { cnMergeConfig } from "./cn-merge-config.generated.js";

/** `cn` as it was with tailwind-merge's whole default config (extendTailwindMerge + brand tokens). */
const fullMerge = createTailwindMerge(() => fullConfig());
const fullCn = (...inputs: Parameters<typeof clsx>) => fullMerge(clsx(inputs));
/** Both configs without their caches, for the pairs below (each pair is merged once). */
const trimmedUncached = createTailwindMerge(() => ({ ...cnMergeConfig, cacheSize: 0 }));
const fullUncached = createTailwindMerge(() => ({ ...fullConfig(), cacheSize: 0 }));

/**
 * Classes of a group by the full config's definitions. The examples of groups no component uses
 * come from here, not from literals: the portal's Tailwind scans this folder, tests included, and
 * would add their CSS to every page.
 */
const groupSamples = sampleClasses(fullConfig());
const samplesOf = (group: string) => {
  const classes = groupSamples.get(group) ?? [];
  expect(classes.length).toBeGreaterThan(1);
  return classes;
};

describe("cn", () => {
  // STYLE.md Components: the consumer's class (last) overrides the component's conflicting one.
  it.each([
    ["bg-primary", "bg-danger", "bg-danger"],
    ["hover:bg-secondary", "hover:bg-muted", "hover:bg-muted"],
    ["text-foreground", "text-link", "text-link"],
    ["border-field-border", "border-danger", "border-danger"],
    ["rounded-control", "rounded-card", "rounded-card"],
    ["rounded-t-control", "rounded-card", "rounded-card"],
    ["p-card", "p-4", "p-4"],
    ["px-2 py-1", "p-4", "p-4"],
    ["font-brand", "font-mono", "font-mono"],
    ["text-sm", "text-lg", "text-lg"],
    ["focus:p-2", "px-4", "focus:p-2 px-4"],
    ["max-sm:pb-2", "pb-card", "max-sm:pb-2 pb-card"],
    ["px-4 focus-visible:focus-ring", "focus-visible:focus-ring", "px-4 focus-visible:focus-ring"],
  ])("cn(%j, %j) is %j", (component, consumer, expected) => {
    expect(cn(component, consumer)).toBe(expected);
    expect(fullCn(component, consumer)).toBe(expected);
  });

  // Without bg-attachment and bg-image the smaller lookup would read their classes (the fixed
  // background, a url() image) as bg-color, since any word is a color, and drop bg-primary.
  it.each([
    ["bg-primary", "bg-attachment"],
    ["bg-primary", "bg-image"],
    ["font-brand", "font-stretch"],
  ])("keeps %s beside every class of %s, a group it does not conflict with", (component, group) => {
    for (const consumer of samplesOf(group)) {
      expect(cn(component, consumer)).toBe(`${component} ${consumer}`);
      expect(fullCn(component, consumer)).toBe(`${component} ${consumer}`);
    }
  });

  it("joins conditional classes (clsx)", () => {
    expect(cn("a", false, undefined, { b: true, c: false }, ["d"])).toBe("a b d");
  });

  it("keeps both of two classes of a group no design-system class can meet", () => {
    // The trade the trimmed config makes (docs/design-system.md, `cn`): skew is no component's.
    const [first, last] = samplesOf("skew-x");
    expect(cn(first, last)).toBe(`${first} ${last}`);
    expect(fullCn(first, last)).toBe(last);
  });
});

describe("the generated tailwind-merge config", () => {
  const generated = generate();

  it("is what the generator writes today (run `npx tsx packages/ui/scripts/cn-merge-config.mjs`)", () => {
    expect(describeConfig(cnMergeConfig)).toEqual(describeConfig(generated.config));
  });

  it("keeps a group as soon as a design-system class is in it", () => {
    expect(generated.kept.has("skew-x")).toBe(false);
    const withSkew = generate([...designSystemTokens(), `hover:${samplesOf("skew-x")[0]}`]);
    expect(withSkew.kept.has("skew-x")).toBe(true);
    expect(withSkew.kept.has("skew-y")).toBe(false);
  });

  it("merges every design-system class against every group's classes as the full config does", () => {
    const full = fullConfig();
    const classify = classifier(full);
    const parse = createParseClassName(full);
    // One token per way tailwind-merge reads it (modifiers, important, group, postfix): tokens that
    // read alike merge alike, and one of each runs in seconds where every token took half a minute.
    const tokens = new Map<string, string>();
    for (const token of designSystemTokens()) {
      const group = classify(token);
      if (!group) continue;
      const parsed = parse(token);
      const modifiers = [...parsed.modifiers].sort().join(":");
      const key = [modifiers, parsed.hasImportantModifier, group, !!parsed.maybePostfixModifierPosition];
      if (!tokens.has(key.join("|"))) tokens.set(key.join("|"), token);
    }
    expect(tokens.size).toBeGreaterThan(100);
    // Each group's first classes and first arbitrary ones; its first class with a variant, important
    // (both spellings) and an opacity/line-height postfix.
    const samples: string[] = [];
    const variants: string[] = [];
    for (const classes of sampleClasses(full).values()) {
      const literal = classes.filter((name) => !/[[(]/.test(name)).slice(0, 3);
      const arbitrary = classes.filter((name) => /[[(]/.test(name)).slice(0, 1);
      samples.push(...literal, ...arbitrary);
      const first = classes[0] as string;
      variants.push(`hover:${first}`, `md:${first}`, `!${first}`, `${first}!`, `${first}/50`);
    }
    const mismatches: string[] = [];
    const check = (first: string, last: string) => {
      const classes = `${first} ${last}`;
      const trimmed = trimmedUncached(classes);
      const expected = fullUncached(classes);
      if (trimmed !== expected) mismatches.push(`cn("${classes}"): "${trimmed}", full "${expected}"`);
    };
    for (const token of tokens.values()) {
      // The token's own variants and importance: the only way it can meet a class that has them.
      const { modifiers, hasImportantModifier } = parse(token);
      const prefix = modifiers.map((modifier) => `${modifier}:`).join("");
      const suffix = hasImportantModifier ? "!" : "";
      for (const sample of samples) {
        check(token, sample);
        check(sample, token);
        if (prefix || suffix) {
          check(token, prefix + sample + suffix);
          check(prefix + sample + suffix, token);
        }
      }
      for (const variant of variants) {
        check(token, variant);
        check(variant, token);
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  }, 60_000);
});
