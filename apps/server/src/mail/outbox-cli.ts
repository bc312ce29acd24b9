// npm run outbox [-- --limit N]: prints the latest e-mails of the outbox (DESIGN.md), so a developer
// reads a passcode the portal "sent". The embedded database may be open in a running server, and
// PGlite allows one process per data folder: this reads a copy of the folder, never the folder.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { latestOutbox } from "./mailer.js";

const { values } = parseArgs({ options: { limit: { type: "string", default: "5" } } });
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
  console.error("Usage: npm run outbox -- --limit N   (N from 1 to 100; default 5)");
  process.exit(2);
}
// It reads the outbox and serves nothing: the server's own settings are not asked for.
const config = loadConfig(process.env, { serving: false });
if (!config.databaseUrl && !existsSync(config.dataDir)) {
  console.error(`No embedded database at ${config.dataDir} yet: run \`npm start\` first.`);
  process.exit(1);
}
const copy = config.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), "epr-outbox-"));
try {
  if (copy) cpSync(config.dataDir, join(copy, "pglite"), { recursive: true });
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: copy ? join(copy, "pglite") : config.dataDir,
  });
  const exists = await db.query<{ name: string | null }>("select to_regclass('outbox')::text as name");
  const messages = exists.rows[0]?.name ? await latestOutbox(db, limit) : [];
  await db.close();
  if (config.smtp) console.log("EPR_SMTP_URL is set: new e-mail goes to that SMTP server, not the outbox.");
  if (messages.length === 0) console.log("The outbox is empty.");
  for (const m of messages.reverse()) {
    console.log(
      [
        `── #${m.id} ${m.createdAt.toISOString()} ──`,
        `To: ${m.recipient}`,
        `Subject: ${m.subject}`,
        "",
        m.body,
        "",
      ].join("\n"),
    );
  }
} finally {
  if (copy) rmSync(copy, { recursive: true, force: true });
}
