import { addDays, startOfDay, startOfYear, subDays, subYears } from "date-fns";
import type { Queryable } from "../db/database.js";
import type { SeedData, SeedGroup } from "./generate.js";
import { createRandom, type Random } from "./random.js";

/** One seeded document's metadata, as plan_documents holds it (026_plan_documents.sql). */
export interface SeedDocument {
  docId: string;
  groupNumber: string;
  productId: string;
  kind: "booklet" | "insert" | "sbc" | "contract" | "rider" | "preventive";
  parentDocId: string | null;
  title: string;
  fileName: string;
  /** yyyy-MM-dd */
  effectiveDate: string;
  erisa: boolean;
  marketSegment: string | null;
  addedAt: Date;
}

/** Brand whose clients have no preventive medication lists nor group contracts (its §8 messages show). */
const NO_LISTS_BRAND = "6010";

const INSERTS = ["Mental Health Parity Insert", "Women's Health Insert", "Hearing Aid Addendum"] as const;
const RIDERS = ["Dependent Age 26 Rider", "Infertility Services Rider", "Chiropractic Care Rider"] as const;

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const lobOf = (productId: string) => productId.split("-").at(-1) ?? "PLAN";
const fileOf = (docId: string) => `${docId.toLowerCase()}.pdf`;

/** When a document was published: within the past 60 days for about a third of this year's. */
function addedAt(random: Random, effective: Date, today: Date, recent: boolean): Date {
  // At the start of its day, so the same seed gives the same documents whatever the hour it runs.
  if (recent) return startOfDay(subDays(today, random.int(1, 55)));
  const published = addDays(effective, random.int(0, 20));
  return published > today ? startOfDay(subDays(today, random.int(61, 90))) : published;
}

/**
 * The documents of one group (assist-employees.md §2.4, §2.5): a booklet with one or two inserts for
 * each medical, dental and vision plan; an SBC for each medical plan but the major medical parts
 * (FA, PR: their metadata requests fail, and the listing skips them, §2.5); a group contract with
 * riders for each of the last four plan years (the oldest falls outside the 3-year window, §9);
 * a preventive medication list for the drug plan.
 */
export function groupDocuments(
  group: SeedGroup,
  brandCode: string,
  groupIndex: number,
  today: Date,
  random: Random,
): SeedDocument[] {
  const docs: SeedDocument[] = [];
  const year = startOfYear(today);
  const erisa = groupIndex % 2 === 0;
  const marketSegment = groupIndex % 3 === 0 ? "Small Group" : "Large Group";
  // The first group of each client always has fresh documents, so the home widget counts some.
  const fresh = (i: number) => groupIndex === 0 || random.chance(i === 0 ? 0.4 : 0.25);
  const add = (d: Omit<SeedDocument, "fileName" | "erisa" | "marketSegment" | "groupNumber">) =>
    docs.push({
      ...d,
      groupNumber: group.groupNumber,
      fileName: fileOf(d.docId),
      erisa,
      marketSegment: d.kind === "sbc" ? marketSegment : null,
    });
  const y = year.getFullYear();
  for (const product of group.products) {
    const lob = lobOf(product.productId);
    const planDoc = product.coverageType !== "DRUG";
    if (planDoc) {
      const booklet = `BK-${group.groupNumber}-${lob}-${y}`;
      add({
        docId: booklet,
        productId: product.productId,
        kind: "booklet",
        parentDocId: null,
        title: `${product.productName} Benefit Booklet`,
        effectiveDate: isoDay(year),
        addedAt: addedAt(random, year, today, fresh(0)),
      });
      const inserts = random.int(1, 2);
      for (let i = 0; i < inserts; i += 1)
        add({
          docId: `IN-${group.groupNumber}-${lob}-${y}-${i + 1}`,
          productId: product.productId,
          kind: "insert",
          parentDocId: booklet,
          title: INSERTS[(groupIndex + i) % INSERTS.length] ?? "Insert",
          effectiveDate: isoDay(year),
          addedAt: addedAt(random, year, today, fresh(i)),
        });
    }
    if (product.coverageType === "MEDICAL" && lob !== "FA" && lob !== "PR")
      add({
        docId: `SBC-${group.groupNumber}-${lob}-${y}`,
        productId: product.productId,
        kind: "sbc",
        parentDocId: null,
        title: `${product.productName} Summary of Benefits and Coverage`,
        effectiveDate: isoDay(year),
        addedAt: addedAt(random, year, today, false),
      });
    if (product.coverageType === "DRUG" && brandCode !== NO_LISTS_BRAND)
      add({
        docId: `PM-${group.groupNumber}-${y}`,
        productId: product.productId,
        kind: "preventive",
        parentDocId: null,
        title: `${product.productName} Preventive Medication List`,
        effectiveDate: isoDay(year),
        addedAt: addedAt(random, year, today, false),
      });
  }
  const medical = group.products.find((p) => p.coverageType === "MEDICAL");
  if (medical && brandCode !== NO_LISTS_BRAND) {
    for (let back = 0; back < 4; back += 1) {
      const effective = startOfYear(subYears(today, back));
      const ey = effective.getFullYear();
      const contract = `CT-${group.groupNumber}-${ey}`;
      add({
        docId: contract,
        productId: medical.productId,
        kind: "contract",
        parentDocId: null,
        title: `${medical.productName} Group Contract`,
        effectiveDate: isoDay(effective),
        addedAt: addedAt(random, effective, today, back === 0 && fresh(0)),
      });
      const riders = random.int(1, 2);
      for (let i = 0; i < riders; i += 1)
        add({
          docId: `RD-${group.groupNumber}-${ey}-${i + 1}`,
          productId: medical.productId,
          kind: "rider",
          parentDocId: contract,
          title: RIDERS[(groupIndex + i + back) % RIDERS.length] ?? "Rider",
          effectiveDate: isoDay(effective),
          addedAt: addedAt(random, effective, today, back === 0 && fresh(i)),
        });
    }
  }
  return docs;
}

/** Every group's documents, the same for the same seed and day. */
export function seedDocuments(data: SeedData, today: Date, seed: number): SeedDocument[] {
  const random = createRandom(seed + 26);
  const brands = new Map(data.clients.map((c) => [c.clientNumber, c.brandCode]));
  const indexInClient = new Map<string, number>();
  return data.groups.flatMap((group) => {
    const index = indexInClient.get(group.clientNumber) ?? 0;
    indexInClient.set(group.clientNumber, index + 1);
    return groupDocuments(group, brands.get(group.clientNumber) ?? "", index, today, random);
  });
}

/** Writes the documents: parents first (inserts and riders name them), in one statement each. */
export async function insertDocuments(tx: Queryable, docs: readonly SeedDocument[]): Promise<void> {
  for (const batch of [docs.filter((d) => !d.parentDocId), docs.filter((d) => d.parentDocId)]) {
    if (batch.length === 0) continue;
    const col = <K extends keyof SeedDocument>(key: K) => batch.map((d) => d[key]);
    await tx.query(
      `insert into plan_documents (doc_id, group_number, product_id, kind, parent_doc_id, title, file_name,
         effective_date, erisa, market_segment, added_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::date[], $9::boolean[], $10::text[], $11::timestamptz[])`,
      [
        col("docId"),
        col("groupNumber"),
        col("productId"),
        col("kind"),
        col("parentDocId"),
        col("title"),
        col("fileName"),
        col("effectiveDate"),
        col("erisa"),
        col("marketSegment"),
        batch.map((d) => d.addedAt.toISOString()),
      ],
    );
  }
}
