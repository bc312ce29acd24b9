import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The published stylesheet (dist/styles.css, scripts/build-css.mjs) holds the classes of the
// components' sources alone: styles.css imports Tailwind with `source(none)`, since Tailwind's CLI
// otherwise also scans the folder it runs in, scripts/ included, whose samples of every class group
// (cn-merge-config.mjs) are no component's.
const pkg = fileURLToPath(new URL("../..", import.meta.url));
const cli = join(
  dirname(createRequire(import.meta.url).resolve("@tailwindcss/cli/package.json")),
  "dist/index.mjs",
);
const out = mkdtempSync(join(tmpdir(), "epr-ui-css-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("@epr/ui/styles.css", () => {
  it("holds the components' classes and none that only the package's scripts name", {
    timeout: 30_000,
  }, () => {
    const file = join(out, "styles.css");
    execFileSync(process.execPath, [cli, "-i", "src/styles/styles.css", "-o", file, "--minify"], {
      cwd: pkg,
      stdio: "ignore",
    });
    const css = readFileSync(file, "utf8");
    expect(css).toContain(".focus-visible\\:focus-ring:focus-visible");
    expect(css).toContain(".rounded-card");
    // Written in scripts/cn-merge-config.mjs only.
    expect(css).not.toContain(".rounded-tl{");
    expect(css).not.toContain("bg-size\\:3px");
  });
});
