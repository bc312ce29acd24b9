import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { DEFAULT_SEMI_SPACE_MB, startNodeArgs } from "./settings.js";

// `npm start` gives the server's process a larger young generation (EPR_SEMI_SPACE_MB): under the
// million-member search load it about halved the collector's time (docs/benchmarks.md).
describe("EPR_SEMI_SPACE_MB: the semi-space npm start gives node", () => {
  it.each([
    [undefined, [`--max-semi-space-size=${DEFAULT_SEMI_SPACE_MB}`]],
    ["", [`--max-semi-space-size=${DEFAULT_SEMI_SPACE_MB}`]],
    ["16", ["--max-semi-space-size=16"]],
    ["128", ["--max-semi-space-size=128"]],
    // Refused: no option, and the server's start stops with the setting's sentence (below).
    ["big", []],
    ["0", []],
    ["1.5", []],
  ])("%j → %j", (value, args) => {
    expect(startNodeArgs({ EPR_SEMI_SPACE_MB: value })).toEqual(args);
  });

  it.each(["big", "0", "1.5"])("the start refuses %j with a sentence naming it", (value) => {
    expect(() => loadConfig({ NODE_ENV: "test", EPR_SEMI_SPACE_MB: value })).toThrow(
      `EPR_SEMI_SPACE_MB must be a whole number of at least 1, got "${value}".`,
    );
  });
});
