import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file of the portal's pages. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("breadcrumbs", () => {
  it("every page's breadcrumb is @epr/ui's Breadcrumb (one separator everywhere), none made by hand", () => {
    const root = join(import.meta.dirname, "..");
    const handMade = sources(root).filter((file) =>
      /aria-label=["']Breadcrumb["']/.test(readFileSync(file, "utf8")),
    );
    expect(handMade.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
