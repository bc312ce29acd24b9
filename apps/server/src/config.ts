import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, where `.data/` and the built portal live. */
export const repoRoot = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

export interface ServerConfig {
  port: number;
  /** A PostgreSQL server; when absent the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Pins the portal to one brand, as a per-brand deployment would (BRAND=6010). */
  pinnedBrand: string | undefined;
  /** Secret for the SSN lookup hash and encryption. */
  secret: string;
  /** Folder of the built portal to serve, if any. */
  portalDir: string;
  /** Idle minutes before a session ends. */
  sessionIdleMinutes: number;
  /** Cookies marked Secure (behind TLS). */
  secureCookies: boolean;
  production: boolean;
}

const DEV_SECRET = "embedded-demo-secret-not-for-production";

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production" && Boolean(env.DATABASE_URL);
  const secret = env.EPR_SECRET ?? (production ? "" : DEV_SECRET);
  if (!secret || (production && secret === DEV_SECRET)) {
    throw new Error(
      "EPR_SECRET must be set to a long random value when running against a production database.",
    );
  }
  const brand = env.BRAND?.trim();
  if (brand && !/^\d{4}$/.test(brand))
    throw new Error(`BRAND must be a four-digit brand code, got "${brand}".`);
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.EPR_DATA_DIR ? resolve(env.EPR_DATA_DIR) : resolve(repoRoot, ".data/pglite"),
    pinnedBrand: brand || undefined,
    secret,
    portalDir: env.EPR_PORTAL_DIR ? resolve(env.EPR_PORTAL_DIR) : resolve(repoRoot, "apps/portal/dist"),
    sessionIdleMinutes: Number(env.EPR_SESSION_IDLE_MINUTES ?? 30),
    secureCookies: env.EPR_SECURE_COOKIES === "1",
    production,
  };
}
