import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

// A malformed setting stops the start with a sentence naming it (README, Operating it: Settings).
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

describe("on/off settings read as EPR_SEP is: 1/true/on, 0/false/off", () => {
  it.each([
    ["EPR_SECURE_COOKIES", "secureCookies"],
    ["EPR_TRUST_PROXY", "trustProxy"],
  ] as const)("%s", (name, key) => {
    expect(load({})[key]).toBe(false);
    for (const on of ["1", "true", "ON"]) expect(load({ [name]: on })[key]).toBe(true);
    for (const off of ["0", "false", "off", ""]) expect(load({ [name]: off })[key]).toBe(false);
    // "yes" once left Secure off without a word; now the start says why it stops.
    expect(() => load({ [name]: "yes" })).toThrow(`${name} must be 1 (on) or 0 (off), got "yes".`);
  });
});

describe("PORT", () => {
  it.each([
    [undefined, 3000],
    ["8080", 8080],
    ["0", 0],
    ["65535", 65535],
  ])("%j → %i", (value, port) => {
    expect(load(value === undefined ? {} : { PORT: value }).port).toBe(port);
  });

  it.each(["http", "-1", "80.5", "65536"])("refuses %j with a sentence naming PORT", (value) => {
    expect(() => load({ PORT: value })).toThrow(/^PORT must be/);
  });
});
