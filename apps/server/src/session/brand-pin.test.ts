import { portalConfigSchema, sessionSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestApp } from "../test-support/testApp.js";

let pinned: Awaited<ReturnType<typeof createTestApp>>;
let unpinned: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [pinned, unpinned] = await Promise.all([
    createTestApp({ members: 50, brand: "6010" }),
    createTestApp({ members: 50 }),
  ]);
});
afterAll(async () => {
  await Promise.all([pinned.close(), unpinned.close()]);
});

describe("BRAND pins the portal to one brand, as a per-brand deployment would", () => {
  it("tells the login page which brand to wear", async () => {
    const res = await pinned.app.request("/api/config");
    expect(portalConfigSchema.parse(await res.json())).toMatchObject({ pinnedBrand: "6010" });
    const free = await unpinned.app.request("/api/config");
    expect(portalConfigSchema.parse(await free.json())).toMatchObject({ pinnedBrand: null });
  });

  it("the session wears the pinned brand, not the employer's", async () => {
    const res = await pinned.agent().login("demo.admin");
    const session = sessionSchema.parse(await res.json());
    expect(session.employer?.brandCode).toBe("6008");
    expect(session.brandCode).toBe("6010");
    const free = sessionSchema.parse(await (await unpinned.agent().login("demo.admin")).json());
    expect(free.brandCode).toBe("6008");
  });

  it.each(["abc", "60100", "60;1"])("refuses a malformed BRAND (%s) at start", (brand) => {
    expect(() => loadConfig({ BRAND: brand })).toThrow(/four-digit brand code/);
  });

  it("refuses to run against a production database without a secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://x/y" })).toThrow(
      /EPR_SECRET/,
    );
    expect(
      loadConfig({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://x/y",
        EPR_SECRET: "s".repeat(40),
        EPR_PUBLIC_URL: "https://portal.example",
        EPR_MAIL: "outbox",
      }).databaseUrl,
    ).toBe("postgres://x/y");
  });
});
