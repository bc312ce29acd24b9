import type { SessionContext } from "../auth/sessions.js";
import type { SsnVault } from "../auth/ssn.js";
import type { ServerConfig } from "../config.js";
import type { Database } from "../db/database.js";

/** What every handler can reach: the database, configuration and, once resolved, the session. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  vault: SsnVault;
  /** The migration version the database is at, for the health answer. */
  migration: number;
  /** "today" is injectable so tests pin dates. */
  now: () => Date;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    session: SessionContext | null;
  };
};
