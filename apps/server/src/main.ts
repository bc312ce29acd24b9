import { processLogger } from "./observability/log.js";
import { DEMO_LOGINS, DEMO_PASSWORD } from "./seed/demo-admins.js";
import { startServer } from "./server.js";

const seedMembers = Number(process.env.EPR_SEED_MEMBERS ?? 3000);
// Issue 12: on a terminal (`npm start` by a person) the start is told in sentences; anywhere else
// (a service manager, a container, a log collector) as JSON lines like the rest of the log.
const human = process.stdout.isTTY === true;
const say = (line: string) => {
  if (human) console.log(line);
};
const { config, close } = await startServer({ seedMembers }).catch((error: unknown) => {
  // The reason in its sentence, never the error object: a database error carries its SQL and parameters.
  const reason = error instanceof Error ? error.message : String(error);
  if (human) console.error(`The server could not start: ${reason}`);
  else processLogger("info").fatal({ reason }, "The server could not start.");
  process.exit(1);
});
if (!human)
  processLogger(config.logLevel).info(
    {
      port: config.port,
      database: config.databaseUrl ? "postgres" : "pglite",
      brand: config.pinnedBrand ?? null,
    },
    "The server is listening.",
  );

say(`\nEmployer portal: http://localhost:${config.port}`);
say(
  `Database: ${config.databaseUrl ? "PostgreSQL server (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`}`,
);
if (!config.databaseUrl && !config.secret)
  say(`SSN key: ${config.keyFile} (keep it; losing it loses the SSNs)`);
if (config.pinnedBrand) say(`Brand pinned to ${config.pinnedBrand}`);
if (!config.databaseUrl) {
  say(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS) say(`  ${login.loginId.padEnd(12)} ${login.description}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void close().then(() => process.exit(0));
  });
}
