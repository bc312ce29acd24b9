import cluster from "node:cluster";
import { runPrimary } from "./cluster/primary.js";
import { loadConfig, replicaNotice, type ServerConfig } from "./config.js";
import { processLog, processLogger, setProcessLogLevel } from "./observability/log.js";
import { DEMO_LOGINS, DEMO_PASSWORD } from "./seed/demo-admins.js";
import { startServer } from "./server.js";

// On a terminal (`npm start` by a person) the start is told in sentences; anywhere else
// (a service manager, a container, a log collector) as JSON lines like the rest of the log.
const human = process.stdout.isTTY === true;

/** Stops the start with the reason in its sentence, never the error object: a database error carries its SQL and parameters. */
function cannotStart(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  if (human) console.error(`The server could not start: ${reason}`);
  else processLog().fatal({ reason }, "The server could not start.");
  process.exit(1);
}

/**
 * Runs `stop` on the first SIGINT or SIGTERM and exits when it is done. A repeat while stopping is
 * ignored: Ctrl-C reaches every process of the group and `npm start`'s wrapper passes it on too,
 * and a second signal must not cut a drain short: the drain bounds itself (EPR_DRAIN_NOTICE_SECONDS,
 * then EPR_DRAIN_SECONDS, then at most DB_CLOSE_BOUND_MS for the pool; server.ts).
 */
function onStopSignal(stop: (signal: NodeJS.Signals) => Promise<unknown>) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", handle);
  process.on("SIGTERM", handle);
  return handle;
}

function printBanner(config: ServerConfig) {
  // The operator sees at start that reads may go elsewhere than DATABASE_URL, and where
  // (host and database only: the URL may carry a password).
  const replica = replicaNotice(config);
  if (!human) {
    if (replica)
      processLogger(config.logLevel).info(
        { replicaHost: replica.host, replicaDatabase: replica.database },
        replica.text,
      );
    processLogger(config.logLevel).info(
      {
        port: config.port,
        database: config.databaseUrl ? "postgres" : "pglite",
        workers: config.workers,
        brand: config.pinnedBrand ?? null,
      },
      "The server is listening.",
    );
    return;
  }
  console.log(`\nEmployer portal: http://localhost:${config.port}`);
  console.log(
    `Database: ${config.databaseUrl ? "PostgreSQL server (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`}`,
  );
  if (replica) console.log(replica.text);
  if (config.workers > 1) console.log(`Server processes: ${config.workers} (EPR_WORKERS)`);
  if (!config.databaseUrl && !config.secret)
    console.log(`SSN key: ${config.keyFile} (keep it; losing it loses the SSNs)`);
  if (config.pinnedBrand) console.log(`Brand pinned to ${config.pinnedBrand}`);
  if (!config.databaseUrl) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.loginId.padEnd(12)} ${login.description}`);
  }
}

let config: ServerConfig;
try {
  config = loadConfig();
  setProcessLogLevel(config.logLevel);
} catch (error) {
  cannotStart(error);
}

if (cluster.isWorker) {
  // One of EPR_WORKERS (cluster/primary.ts): the primary prepared the database; this one serves.
  const { close } = await startServer({ config, preparedByPrimary: true }).catch(cannotStart);
  const stop = onStopSignal(() => close());
  // The primary is gone (killed without passing a signal on): drain and end rather than serve orphaned.
  process.on("disconnect", () => stop("SIGTERM"));
} else if (config.workers > 1) {
  const primary = await runPrimary({ config }).catch(cannotStart);
  onStopSignal((signal) => primary.stop(signal));
  // A worker that dies before any serves has said why on the shared output; the primary stops them all.
  await primary.listening.then(
    () => printBanner(config),
    async (error: unknown) => {
      await primary.stop("SIGTERM");
      cannotStart(error);
    },
  );
} else {
  const { close } = await startServer({ config, seedMembers: config.seedMembers }).catch(cannotStart);
  printBanner(config);
  onStopSignal(() => close());
}
