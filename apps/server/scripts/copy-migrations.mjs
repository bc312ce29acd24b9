// Migrations are versioned .sql files; the built server reads them from dist/db/migrations.
import { cpSync, existsSync } from "node:fs";

const from = new URL("../src/db/migrations", import.meta.url);
if (existsSync(from)) cpSync(from, new URL("../dist/db/migrations", import.meta.url), { recursive: true });
