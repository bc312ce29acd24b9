import type { ChangePcpDraft } from "@epr/ui/cards/change-pcp";
import type { ChangePcpTarget } from "./changePcpTarget.js";

/**
 * What the Change PCP page has typed on its cards, kept in the tab's session storage so that the
 * trip to the provider directory and back (assist-employees.md §2.1: the page is left, then
 * opened again with PCPNumber) finds every card as it was left; enrollment.md §7 keeps "PCP
 * selections" in session storage too. One employee and group at a time.
 */
export const CHANGE_PCP_DRAFTS_KEY = "epr.changePcp.drafts";

/**
 * A kept draft older than this is stale and ignored: an hour covers a directory search many times
 * over, and a draft left longer belongs to work the administrator has walked away from.
 */
export const CHANGE_PCP_DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

/** The storage drafts are kept in; sessionStorage unless a test gives its own. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where and when drafts are kept; both default to the tab's storage and the clock. */
export interface DraftOptions {
  storage?: DraftStorage | null;
  now?: number;
}

/** What is stored: the drafts, whose they are, and over which PCP version they were typed. */
interface StoredDrafts {
  umi: string;
  groupNumber: string;
  version: number;
  savedAt: number;
  drafts: Record<string, ChangePcpDraft>;
}

function defaultStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's storage answers in strings anyone may have written: a draft only when every field has its type. */
function asDraft(value: unknown): ChangePcpDraft | null {
  if (typeof value !== "object" || value === null) return null;
  const { providerNumber, providerName, establishedPatient, reasonCode, effectiveDate } = value as Record<
    string,
    unknown
  >;
  const texts = [providerNumber, providerName, reasonCode, effectiveDate];
  if (!texts.every((text) => typeof text === "string") || typeof establishedPatient !== "boolean")
    return null;
  return { providerNumber, providerName, establishedPatient, reasonCode, effectiveDate } as ChangePcpDraft;
}

/**
 * Keeps the page's drafts for its employee and group over the PCP `version` read (the If-Match of
 * the next change); none left forgets them. Another employee's kept drafts are replaced. A storage
 * that refuses (full, disabled) is ignored: only the directory trip then loses what was typed.
 */
export function storeChangePcpDrafts(
  target: ChangePcpTarget,
  version: number,
  drafts: Record<string, ChangePcpDraft>,
  { storage = defaultStorage(), now = Date.now() }: DraftOptions = {},
): void {
  try {
    if (Object.keys(drafts).length === 0) {
      storage?.removeItem(CHANGE_PCP_DRAFTS_KEY);
      return;
    }
    const kept: StoredDrafts = {
      umi: target.umi,
      groupNumber: target.groupNumber,
      version,
      savedAt: now,
      drafts,
    };
    storage?.setItem(CHANGE_PCP_DRAFTS_KEY, JSON.stringify(kept));
  } catch {
    // Nothing kept: the cards still hold what was typed while the page stays open.
  }
}

/**
 * The drafts kept for this employee and group, by covered individual. Empty when none are kept,
 * or they are another employee's or group's, or stale: typed over another PCP version (the PCPs
 * changed since, here or elsewhere) or older than `CHANGE_PCP_DRAFT_MAX_AGE_MS`.
 */
export function storedChangePcpDrafts(
  target: ChangePcpTarget,
  version: number,
  { storage = defaultStorage(), now = Date.now() }: DraftOptions = {},
): Record<string, ChangePcpDraft> {
  let kept: Partial<StoredDrafts> | null;
  try {
    kept = JSON.parse(storage?.getItem(CHANGE_PCP_DRAFTS_KEY) ?? "null") as Partial<StoredDrafts> | null;
  } catch {
    return {};
  }
  if (
    !kept ||
    typeof kept !== "object" ||
    kept.umi !== target.umi ||
    kept.groupNumber !== target.groupNumber ||
    kept.version !== version ||
    typeof kept.savedAt !== "number" ||
    now - kept.savedAt > CHANGE_PCP_DRAFT_MAX_AGE_MS ||
    typeof kept.drafts !== "object" ||
    kept.drafts === null
  )
    return {};
  return Object.fromEntries(
    Object.entries(kept.drafts).flatMap(([id, value]) => {
      const draft = asDraft(value);
      return draft ? [[id, draft]] : [];
    }),
  );
}
