import { loadConfig } from "../config.js";
import { startServer } from "../server.js";
import { e2eBillingRoutes } from "./e2e-billing.js";
import { E2E_FIXTURE_PREFIX, e2eFixtureRoutes } from "./e2e-fixtures.js";

/**
 * The server the e2e suite runs (tests/e2e/global-setup.ts): the same app as main.ts on a fresh
 * embedded database, plus the fixture routes under /__e2e that let each test make its own
 * administrators and employees. Never for a real database: it refuses DATABASE_URL.
 */
if (process.env.DATABASE_URL) {
  console.error("The e2e server runs only on a throwaway embedded database: unset DATABASE_URL.");
  process.exit(1);
}

// 800 members unless the run says otherwise, checked as every start checks EPR_SEED_MEMBERS.
const { seedMembers } = loadConfig({ EPR_SEED_MEMBERS: "800", ...process.env });
const { config, close } = await startServer({
  seedMembers,
  mount: (app) => {
    app.route(E2E_FIXTURE_PREFIX, e2eFixtureRoutes);
    app.route(`${E2E_FIXTURE_PREFIX}/billing`, e2eBillingRoutes);
  },
});
console.log(`e2e server with fixtures on http://localhost:${config.port} (data in ${config.dataDir})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void close().then(() => process.exit(0));
  });
}
