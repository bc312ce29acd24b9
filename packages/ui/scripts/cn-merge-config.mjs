#!/usr/bin/env node
// Writes packages/ui/src/lib/cn-merge-config.generated.ts: the tailwind-merge config `cn` uses,
// trimmed to the class groups the design system's own classes can conflict with (STYLE.md
// Components: a consumer's class overrides a component's conflicting class). The whole default
// config is about 6 kB gzip of every page; what no design-system class can meet is left out.
//
// Usage: npx tsx packages/ui/scripts/cn-merge-config.mjs   (tsx: it reads the brand tokens of cn.ts)
// Run it when a component starts using a class of a new group: cn.test.ts fails until then.
//
// How: every word of packages/ui/src and packages/brand-themes/src (as Tailwind's scanner reads
// them) is classified with the full config (tailwind-merge's default, extended with the brand
// tokens); a group is kept when a design-system class is in it, when it is in the conflict list of
// one, or when its own conflict list names one. Then, since a class of a dropped group can fall to
// another group's validator in the smaller lookup (`bg-[url(x)]` is bg-image in full but would be
// read as bg-color without it), every sampled class that the trimmed config files under a different
// group brings its own group back, until none does.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getDefaultConfig, mergeConfigs, validators } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";
import { brandColorTokens } from "../src/lib/cn.ts";

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, "../../..");
export const generatedPath = join(here, "../src/lib/cn-merge-config.generated.ts");
/** The design system's sources: what Tailwind scans for the classes its components render. */
export const scannedRoots = ["packages/ui/src", "packages/brand-themes/src"];

let fullConfigOnce;

/**
 * The full config, as `cn` had it with `extendTailwindMerge`: the default plus the brand tokens.
 * One object per run (tailwind-merge reads it, never writes it).
 */
export function fullConfig() {
  fullConfigOnce ??= mergeConfigs(getDefaultConfig(), {
    extend: {
      theme: {
        color: [...brandColorTokens],
        radius: ["control", "card"],
        spacing: ["card"],
        font: ["brand"],
      },
      classGroups: { "focus-ring": ["focus-ring"] },
    },
  });
  return fullConfigOnce;
}

/**
 * The published sources (what tsconfig.build.json compiles): tests, stories, fixtures and test
 * helpers render nothing a consumer gets, and the generated module must not feed itself.
 */
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "testing") out.push(...sourceFiles(path));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|stories|generated)\.tsx?$|^fixtures\.ts$/.test(entry.name)
    ) {
      out.push(path);
    }
  }
  return out.sort();
}

/**
 * Every word of the design system's sources, split where a class cannot go (whitespace, quotes,
 * braces, commas, semicolons, angle brackets, backslashes), as Tailwind's scanner reads them.
 * Comments are read too (a few prose words are class names: blur, container): reading more only
 * keeps a group more, and a word that is no class is found in no group.
 */
export function designSystemTokens(root = repoRoot) {
  const tokens = new Set();
  for (const dir of scannedRoots) {
    for (const file of sourceFiles(join(root, dir))) {
      for (const word of readFileSync(file, "utf8").split(/[\s"'`{}<>;,\\]+/)) {
        if (word) tokens.add(word);
      }
    }
  }
  return [...tokens].sort();
}

/** What tailwind-merge's merge reads of one class: its group, modifiers and postfix (mergeClassList). */
export function classifier(config) {
  const { getClassGroupId } = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  const postfixLookup = new Set(config.postfixLookupClassGroups ?? []);
  return (className) => {
    const { baseClassName, maybePostfixModifierPosition: postfixAt } = parse(className);
    if (!postfixAt) return getClassGroupId(baseClassName);
    const group = getClassGroupId(baseClassName.substring(0, postfixAt));
    if (group && postfixLookup.has(group)) return getClassGroupId(baseClassName) ?? group;
    return group ?? getClassGroupId(baseClassName);
  };
}

/** Values a validator may accept: tried after every prefix that has one, to sample its group. */
export const sampleValues = [
  "0",
  "2",
  "1.5",
  "1/2",
  "50%",
  "xs",
  "lg",
  "2xl",
  "auto",
  "none",
  "full",
  "foo",
  "[3px]",
  "[2]",
  "[50%]",
  "[red]",
  "[#fff]",
  "[rgb(0,0,0)]",
  "[calc(100%-1rem)]",
  "[url(x.png)]",
  "[linear-gradient(red,blue)]",
  "[0_0_1px_red]",
  "[inset_0_1px_red]",
  "[length:3px]",
  "[size:3px]",
  "[bg-size:3px]",
  "[number:2]",
  "[weight:700]",
  "[color:red]",
  "[position:center]",
  "[percentage:50%]",
  "[image:url(x.png)]",
  "[url:x.png]",
  "[family-name:x]",
  "[shadow:0_0_1px_red]",
  "(--x)",
  "(length:--x)",
  "(size:--x)",
  "(number:--x)",
  "(weight:--x)",
  "(color:--x)",
  "(position:--x)",
  "(image:--x)",
  "(family-name:--x)",
  "(shadow:--x)",
];

const sampleCache = new WeakMap();

/**
 * Classes of every group of `config`, keyed by the group the config files each under: each literal
 * class, and each validator's prefix with every sample value it (or an earlier group) accepts.
 */
export function sampleClasses(config) {
  if (sampleCache.has(config)) return sampleCache.get(config);
  const classify = classifier(config);
  const byGroup = new Map();
  const add = (className) => {
    const group = classify(className);
    if (!group) return;
    if (!byGroup.has(group)) byGroup.set(group, new Set());
    byGroup.get(group).add(className);
  };
  const join = (prefix, part) => (prefix && part ? `${prefix}-${part}` : prefix || part);
  const walk = (definitions, prefix) => {
    for (const definition of definitions) {
      if (typeof definition === "string") add(join(prefix, definition));
      else if (typeof definition === "function" && definition.isThemeGetter)
        walk(definition(config.theme), prefix);
      else if (typeof definition === "function") {
        for (const value of sampleValues) add(join(prefix, value));
      } else {
        for (const [key, inner] of Object.entries(definition)) walk(inner, join(prefix, key));
      }
    }
  };
  for (const definitions of Object.values(config.classGroups)) walk(definitions, "");
  const samples = new Map([...byGroup].map(([group, classes]) => [group, [...classes]]));
  sampleCache.set(config, samples);
  return samples;
}

/** The theme keys a group's definitions read (fromTheme), recursively. */
function themeKeys(definitions, theme, out = new Set()) {
  for (const definition of definitions) {
    if (typeof definition === "function" && definition.isThemeGetter) {
      if (!out.has(definition.themeKey)) {
        out.add(definition.themeKey);
        themeKeys(theme[definition.themeKey] ?? [], theme, out);
      }
    } else if (typeof definition === "object") {
      for (const inner of Object.values(definition)) themeKeys(inner, theme, out);
    }
  }
  return out;
}

/** `config` with only the groups in `kept` (in the full config's order) and what they read. */
export function trimConfig(config, kept) {
  const pick = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => kept.has(group))
        .map(([group, others]) => [group, others.filter((other) => kept.has(other))])
        .filter(([, others]) => others.length > 0),
    );
  const classGroups = Object.fromEntries(
    Object.entries(config.classGroups).filter(([group]) => kept.has(group)),
  );
  const keys = new Set();
  for (const definitions of Object.values(classGroups)) themeKeys(definitions, config.theme, keys);
  return {
    cacheSize: config.cacheSize,
    theme: Object.fromEntries(Object.entries(config.theme).filter(([key]) => keys.has(key))),
    classGroups,
    conflictingClassGroups: pick(config.conflictingClassGroups),
    conflictingClassGroupModifiers: pick(config.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (config.postfixLookupClassGroups ?? []).filter((group) => kept.has(group)),
    orderSensitiveModifiers: [...config.orderSensitiveModifiers],
  };
}

/** The trimmed config for `tokens`, the groups the design system uses and the groups kept. */
export function generate(tokens = designSystemTokens()) {
  const full = fullConfig();
  const classify = classifier(full);
  const conflicts = (group) => [
    ...(full.conflictingClassGroups[group] ?? []),
    ...(full.conflictingClassGroupModifiers[group] ?? []),
  ];
  const used = new Set();
  for (const token of tokens) {
    const group = classify(token);
    if (group && !group.startsWith("arbitrary..")) used.add(group);
  }
  const kept = new Set(used);
  for (const group of used) for (const other of conflicts(group)) kept.add(other);
  for (const group of Object.keys(full.classGroups)) {
    if (conflicts(group).some((other) => used.has(other))) kept.add(group);
  }
  const samples = sampleClasses(full);
  for (;;) {
    const trimmedClassify = classifier(trimConfig(full, kept));
    const shadowed = new Set();
    for (const [group, classes] of samples) {
      if (kept.has(group)) continue;
      for (const className of classes) {
        const trimmedGroup = trimmedClassify(className);
        if (trimmedGroup !== undefined && trimmedGroup !== group) shadowed.add(group);
      }
    }
    if (shadowed.size === 0) break;
    for (const group of shadowed) kept.add(group);
  }
  return { config: trimConfig(full, kept), used: [...used].sort(), kept };
}

/** A config as comparable data: validators by name, theme getters by key. */
export function describeConfig(config) {
  const names = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const describe = (value) => {
    if (typeof value === "function") {
      if (value.isThemeGetter) return `fromTheme(${value.themeKey})`;
      const name = names.get(value);
      if (!name) throw new Error(`A validator tailwind-merge does not export: ${value}`);
      return `validators.${name}`;
    }
    if (Array.isArray(value)) return value.map(describe);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, describe(inner)]));
    }
    return value;
  };
  return describe(config);
}

/** The module's source: literal strings, validators from tailwind-merge, theme getters by key. */
export function moduleSource(config) {
  const used = new Set();
  const themes = new Set();
  const names = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const print = (value) => {
    if (typeof value === "function") {
      if (value.isThemeGetter) {
        themes.add(value.themeKey);
        return themeConst(value.themeKey);
      }
      const name = names.get(value);
      if (!name) throw new Error(`A validator tailwind-merge does not export: ${value}`);
      used.add(name);
      return name;
    }
    if (Array.isArray(value)) return `[${value.map(print).join(", ")}]`;
    if (value && typeof value === "object") {
      return `{ ${Object.entries(value)
        .map(([key, inner]) => `${hidden(key)}: ${print(inner)}`)
        .join(", ")} }`;
    }
    return hidden(value);
  };
  const body = print(config);
  const validatorNames = [...used].sort();
  return [
    "// Generated by `npx tsx packages/ui/scripts/cn-merge-config.mjs`: do not edit. tailwind-merge's",
    "// default config with the brand tokens, trimmed to the class groups a design-system class can",
    "// conflict with (docs/design-system.md, `cn`). cn.test.ts fails when it is stale. Each string's",
    "// first character is escaped so Tailwind's scanner finds no class here (see the generator).",
    'import { type Config, fromTheme, validators } from "tailwind-merge";',
    "",
    `const { ${validatorNames.join(", ")} } = validators;`,
    ...[...themes].sort().map((key) => `const ${themeConst(key)} = fromTheme(${hidden(key)});`),
    "",
    `export const cnMergeConfig: Config<string, string> = ${body};`,
    "",
  ].join("\n");
}

/**
 * A string as JSON with its first character escaped (`"\u0066ixed"` for "fixed"): Tailwind scans
 * packages/ui/src (styles.css, the portal) and consumers scan @epr/ui/dist, and would otherwise find
 * `fixed`, `table`, `rounded-tl` … here and add their CSS to every page. The minified bundle reads
 * "fixed" again; nothing else changes.
 */
function hidden(value) {
  if (typeof value !== "string" || value === "") return JSON.stringify(value);
  const code = value.charCodeAt(0).toString(16).padStart(4, "0");
  return `"\\u${code}${JSON.stringify(value.slice(1)).slice(1)}`;
}

function themeConst(key) {
  return `theme${key.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase())}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { config, used, kept } = generate();
  writeFileSync(generatedPath, moduleSource(config));
  execFileSync("npx", ["biome", "format", "--write", generatedPath], { cwd: repoRoot, stdio: "inherit" });
  const all = Object.keys(fullConfig().classGroups).length;
  console.log(
    `${used.length} groups used by the design system, ${kept.size} of ${all} kept → ${generatedPath}`,
  );
}
