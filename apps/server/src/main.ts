import { DEMO_LOGINS, DEMO_PASSWORD } from "./seed/demo-admins.js";
import { startServer } from "./server.js";

const seedMembers = Number(process.env.EPR_SEED_MEMBERS ?? 3000);
const { config, close } = await startServer({ seedMembers }).catch((error: unknown) => {
  // The reason in its sentence, never the error object: a database error carries its SQL and parameters.
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`\nEmployer portal: http://localhost:${config.port}`);
console.log(
  `Database: ${config.databaseUrl ? "PostgreSQL server (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`}`,
);
if (!config.databaseUrl && !config.secret)
  console.log(`SSN key: ${config.keyFile} (keep it; losing it loses the SSNs)`);
if (config.pinnedBrand) console.log(`Brand pinned to ${config.pinnedBrand}`);
if (!config.databaseUrl) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS) console.log(`  ${login.loginId.padEnd(12)} ${login.description}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void close().then(() => process.exit(0));
  });
}
