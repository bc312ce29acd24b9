import { expect, it, vi } from "vitest";

/**
 * Every route of the app declared with zod/mini schemas (the shared packages' schemas become mini
 * ones): each route's parameters, body and answers are given to the guard as mini twins
 * (test-support/miniTwins.ts) when `twinning` is on. The OpenAPI document, which the generated
 * guard tests read (bad-input, authorization-matrix), must be the one of today's classic schemas.
 */
const twinning = vi.hoisted(() => ({ on: false }));

vi.mock("./guard.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("./guard.js")>();
  const { miniTwinRoute } = await import("../test-support/miniTwins.js");
  class TwinnedApi extends real.GuardedApi {
    constructor(init?: ConstructorParameters<typeof real.GuardedApi>[0]) {
      super(init);
      const register = this.openapi;
      this.openapi = ((route: never, handler: never, hook: never) =>
        register(
          (twinning.on ? miniTwinRoute(route) : route) as never,
          handler,
          hook,
        )) as typeof this.openapi;
    }
  }
  return { ...real, GuardedApi: TwinnedApi };
});

async function served() {
  const { createTestApp } = await import("../test-support/testApp.js");
  const t = await createTestApp({ members: 5 });
  const res = await t.app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  return res.json();
}

it("describes every route declared with zod/mini schemas as with classic ones", async () => {
  const classic = await served();
  vi.resetModules();
  twinning.on = true;
  const twinned = await served();
  expect(Object.keys(twinned.paths).length).toBeGreaterThan(100);
  expect(twinned).toEqual(classic);
}, 120_000);
