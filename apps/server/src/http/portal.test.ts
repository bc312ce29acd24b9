import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { ssnVault } from "../auth/ssn.js";
import { loadConfig } from "../config.js";
import { migrate } from "../db/migrate.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";

// The built portal as the server serves it: a script the build also wrote as .br and .gz
// (apps/portal/precompress.ts) goes to a browser in the smallest encoding it accepts.
const script = `export const portal = "${"the same text again and again ".repeat(50)}";`;
// As the build writes it: the entry script and its preloads in the head.
const shellHtml = [
  "<!doctype html><html><head><title>Employer Portal</title>",
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/styles-abc.css">',
  "</head><body><div id=root></div></body></html>",
].join("");
const dir = mkdtempSync(join(tmpdir(), "epr-portal-"));
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), shellHtml);
  writeFileSync(
    join(dir, "login.html"),
    "<!doctype html><title>Log in · Employer Portal</title><div id=root></div>",
  );
  // The build's manifest: the employer layout's chunks, one of them already the shell's.
  mkdirSync(join(dir, ".vite"));
  writeFileSync(
    join(dir, ".vite/manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc.js", imports: ["_common-abc.js"] },
      "_common-abc.js": { file: "assets/common-abc.js" },
      "src/routes/layout/EmployerLayout.tsx": {
        file: "assets/EmployerLayout-abc.js",
        imports: ["_common-abc.js", "index.html", "_SessionWatch-abc.js"],
      },
      "_SessionWatch-abc.js": { file: "assets/SessionWatch-abc.js", imports: ["_common-abc.js"] },
    }),
  );
  writeFileSync(join(dir, "assets/index-abc.js"), script);
  writeFileSync(join(dir, "assets/index-abc.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "assets/index-abc.js.gz"), gzipSync(script));
  const db = await freshMigratedDatabase();
  const migration = await migrate(db);
  const config = { ...loadConfig({ NODE_ENV: "test" }), portalDir: dir };
  const vault = ssnVault(randomBytes(32).toString("base64url"));
  app = createApp({ db, config, vault, migration, now: () => new Date() });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the built portal's scripts are sent compressed when the browser accepts it", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br", (body: Buffer) => brotliDecompressSync(body)],
    ["gzip, deflate", "gzip", (body: Buffer) => gunzipSync(body)],
    ["identity", null, (body: Buffer) => body],
  ])("Accept-Encoding %s → %s", async (accepted, encoding, decode) => {
    const res = await app.request("/assets/index-abc.js", { headers: { "accept-encoding": accepted } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(decode(body).toString()).toBe(script);
    if (encoding) expect(body.length).toBeLessThan(script.length / 4);
  });

  it("a page address gets the app shell, uncompressed and not cached", async () => {
    const res = await app.request("/employer/manage-employees/add/subscriber");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("<title>Employer Portal</title>");
  });

  // The login page is an entry of its own (login.html); its query (?next=, ?reason=) is the page's.
  it.each(["/login", "/login?next=%2Femployer%2Fprofile&reason=expired", "/login.html"])(
    "%s gets the login page's own shell, not cached",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain("<title>Log in · Employer Portal</title>");
    },
  );
});

// docs/benchmarks.md, Lighthouse (the first paint): the employer area's pages read the session
// and load the employer layout before anything else; the shell asks for both while its scripts
// load, not after they ran.
describe("the employer area's shell asks for the session and the layout with the page", () => {
  const preload = '<link rel="preload" href="/api/session" as="fetch" crossorigin>';
  const layoutPreloads = [
    '<link rel="modulepreload" crossorigin href="/assets/EmployerLayout-abc.js">',
    '<link rel="modulepreload" crossorigin href="/assets/SessionWatch-abc.js">',
  ];

  it.each(["/employer", "/employer/home", "/employer/manage-employees/find/review?umi=M1"])(
    "%s: the session preloaded before the scripts, the layout's own chunks after them",
    async (path) => {
      const html = await (await app.request(path)).text();
      expect(html.indexOf(preload)).toBeGreaterThan(-1);
      expect(html.indexOf(preload)).toBeLessThan(html.indexOf("<script"));
      for (const link of layoutPreloads) {
        expect(html.indexOf(link)).toBeGreaterThan(html.indexOf('<link rel="stylesheet"'));
      }
      // The chunk the shell already holds is not asked again; the rest of the shell is as built.
      expect(html).not.toContain("common-abc.js");
      const rest = [preload, ...layoutPreloads].reduce((h, link) => h.replace(link, ""), html);
      expect(rest.replace(/\s+/g, "")).toBe(shellHtml.replace(/\s+/g, ""));
    },
  );

  // Pages that may not read the session would leave the preload unused (a console warning).
  it.each(["/forgot-password", "/reset-password?token=x", "/employers", "/"])(
    "%s: no preload",
    async (path) => {
      expect(await (await app.request(path)).text()).toBe(shellHtml);
    },
  );

  it("the login page has its own shell, without them", async () => {
    const html = await (await app.request("/login")).text();
    expect(html).not.toContain("/api/session");
    expect(html).not.toContain("modulepreload");
  });
});
