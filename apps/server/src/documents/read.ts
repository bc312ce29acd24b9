import type { Queryable } from "../db/database.js";

/** A plan document as read with its plan, group and client (plan_documents, 026). */
export interface DocumentRecord {
  doc_id: string;
  group_number: string;
  group_name: string;
  product_id: string;
  product_name: string;
  coverage_type: string;
  line_of_business: string;
  kind: "booklet" | "insert" | "sbc" | "contract" | "rider" | "preventive";
  parent_doc_id: string | null;
  title: string;
  file_name: string;
  /** MM/dd/yyyy */
  effective_date: string;
  erisa: boolean;
  market_segment: string | null;
  client_id: number;
  client_name: string;
  brand_code: string;
}

const SELECT = `
  select d.doc_id, d.group_number, g.name as group_name, d.product_id, p.product_name, p.coverage_type,
         p.line_of_business, d.kind, d.parent_doc_id, d.title, d.file_name,
         to_char(d.effective_date, 'MM/DD/YYYY') as effective_date, d.erisa, d.market_segment,
         c.id as client_id, c.name as client_name, c.brand_code
    from plan_documents d
    join groups g on g.group_number = d.group_number
    join clients c on c.id = g.client_id
    join group_products p on p.group_number = d.group_number and p.product_id = d.product_id`;

/** The most documents a listing gives: a client's groups hold a few dozen (our cap, never reached by the seed). */
export const LISTING_LIMIT = 500;

/**
 * One kind of documents of the given groups, newest effective date first, through the listing index;
 * `since` (yyyy-MM-dd) keeps those effective on or after it (group contracts: the last 3 years).
 */
export async function readDocuments(
  db: Queryable,
  kinds: readonly DocumentRecord["kind"][],
  groupNumbers: readonly string[],
  since: string | null = null,
): Promise<DocumentRecord[]> {
  const { rows } = await db.query<DocumentRecord>(
    `${SELECT}
      where d.kind = any($1) and d.group_number = any($2) and ($3::date is null or d.effective_date >= $3::date)
      order by d.group_number, d.effective_date desc, d.doc_id
      limit ${LISTING_LIMIT * 4}`,
    [kinds, groupNumbers, since],
  );
  return rows;
}

/** One document by id, or null. */
export async function readDocument(db: Queryable, docId: string): Promise<DocumentRecord | null> {
  const { rows } = await db.query<DocumentRecord>(`${SELECT} where d.doc_id = $1`, [docId]);
  return rows[0] ?? null;
}

/** The inserts or riders of a booklet or contract, by name. */
export async function readChildren(db: Queryable, parentDocId: string): Promise<DocumentRecord[]> {
  const { rows } = await db.query<DocumentRecord>(`${SELECT} where d.parent_doc_id = $1 order by d.doc_id`, [
    parentDocId,
  ]);
  return rows;
}

/**
 * The SBC of a plan in force on `onDay` (yyyy-MM-dd): the latest effective on or before it
 * (assist-employees.md §7 summary of benefits metadata), or null.
 */
export async function readSbc(
  db: Queryable,
  groupNumber: string,
  productIds: readonly string[],
  onDay: string,
): Promise<DocumentRecord | null> {
  const { rows } = await db.query<DocumentRecord>(
    `${SELECT}
      where d.kind = 'sbc' and d.group_number = $1 and d.product_id = any($2) and d.effective_date <= $3::date
      order by d.effective_date desc, d.doc_id limit 1`,
    [groupNumber, productIds, onDay],
  );
  return rows[0] ?? null;
}

/**
 * The SBCs in force on `onDay` (yyyy-MM-dd) of the given groups' plans, the one `readSbc` would
 * give for each: its ERISA flag by `group/product`. The listing says by it which plans have one, so
 * the portal asks the metadata of those alone.
 */
export async function sbcsInForce(
  db: Queryable,
  groupNumbers: readonly string[],
  onDay: string,
): Promise<Map<string, boolean>> {
  const { rows } = await db.query<{ group_number: string; product_id: string; erisa: boolean }>(
    `select distinct on (group_number, product_id) group_number, product_id, erisa
       from plan_documents
      where kind = 'sbc' and group_number = any($1) and effective_date <= $2::date
      order by group_number, product_id, effective_date desc, doc_id`,
    [groupNumbers, onDay],
  );
  return new Map(rows.map((r) => [`${r.group_number}/${r.product_id}`, r.erisa]));
}

/** The medical plans of the given groups: the summary of benefits lists them before asking for each one's metadata. */
export async function readMedicalPlans(db: Queryable, groupNumbers: readonly string[]) {
  const { rows } = await db.query<{
    group_number: string;
    group_name: string;
    product_id: string;
    product_name: string;
  }>(
    `select p.group_number, g.name as group_name, p.product_id, p.product_name
       from group_products p join groups g on g.group_number = p.group_number
      where p.group_number = any($1) and p.coverage_type = 'MEDICAL'
      order by p.group_number, p.product_id`,
    [groupNumbers],
  );
  return rows;
}

/** How many documents of each kind the given groups gained since `since` (the home widget, §2.13). */
export async function countAddedSince(
  db: Queryable,
  groupNumbers: readonly string[],
  since: Date,
): Promise<Record<DocumentRecord["kind"], number>> {
  const { rows } = await db.query<{ kind: DocumentRecord["kind"]; n: number }>(
    `select kind, count(*)::int as n from plan_documents
      where group_number = any($1) and added_at >= $2 group by kind`,
    [groupNumbers, since.toISOString()],
  );
  const counts = { booklet: 0, insert: 0, sbc: 0, contract: 0, rider: 0, preventive: 0 };
  for (const r of rows) counts[r.kind] = r.n;
  return counts;
}
