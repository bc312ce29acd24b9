import type { Queryable } from "../db/database.js";

/** A column the seed writes: its name and SQL type ("jsonb" columns take the value as it is). */
export type SeedColumn = readonly [name: string, type: string];

/**
 * Inserts rows in one statement: the rows travel as one JSON array of arrays (no key repeated per
 * row, no per-row parameters) that jsonb_array_elements unpacks on the server. The same statement
 * runs on PGlite and on a PostgreSQL server, needs no COPY client, and measured as fast as COPY
 * into PGlite, where moving the bytes into the engine is the cost (docs/benchmarks.md).
 */
export async function insertJsonRows(
  tx: Queryable,
  table: string,
  columns: readonly SeedColumn[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = columns.map(([, type], i) =>
    // A JSON null is SQL null in a jsonb column too; a JSON array fills an array column.
    type === "jsonb"
      ? `nullif(r->${i}, 'null'::jsonb)`
      : type.endsWith("[]")
        ? `case when jsonb_typeof(r->${i}) = 'array' then array(select jsonb_array_elements_text(r->${i}))::${type} end`
        : `(r->>${i})::${type}`,
  );
  await tx.query(
    `insert into ${table} (${columns.map(([name]) => name).join(", ")})
     select ${values.join(", ")} from jsonb_array_elements($1::jsonb) as r`,
    [JSON.stringify(rows)],
  );
}

/** A US date (MM/DD/YYYY) as ISO, for a date column; null stays null. */
export const isoOfUsDate = (us: string | null | undefined): string | null =>
  us ? us.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, "$3-$1-$2") : null;
