import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.js";
import { listMigrations, migrate } from "./migrate.js";

describe("migrations", () => {
  it("apply in order once, and a second run changes nothing", async () => {
    const db = await openDatabase({ dataDir: "memory://" });
    const latest = Math.max(...listMigrations().map((m) => m.version));
    expect(await migrate(db)).toBe(latest);
    expect(await migrate(db)).toBe(latest);
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from schema_migrations");
    expect(rows[0]?.n).toBe(listMigrations().length);
    await db.close();
  });
});
