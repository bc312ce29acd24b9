import {
  type ChangePcpDraft,
  changePcpDraftSchema,
  type KeptChangePcpDrafts,
  keptChangePcpDraftsSchema,
} from "@epr/forms/schemas";
import {
  forgetInTab,
  keepInTab,
  keptInTab,
  sessionTabStorage,
  type TabStorage,
} from "../../lib/tabStorage.js";
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

/** Where and when drafts are kept; both default to the tab's storage and the clock. */
export interface DraftOptions {
  storage?: TabStorage | null;
  now?: number;
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
  { storage = sessionTabStorage(), now = Date.now() }: DraftOptions = {},
): void {
  if (Object.keys(drafts).length === 0) {
    forgetInTab(CHANGE_PCP_DRAFTS_KEY, storage);
    return;
  }
  const kept: KeptChangePcpDrafts = {
    umi: target.umi,
    groupNumber: target.groupNumber,
    version,
    savedAt: now,
    drafts,
  };
  keepInTab(CHANGE_PCP_DRAFTS_KEY, kept, storage);
}

/**
 * The drafts kept for this employee and group, by covered individual. Empty when none are kept,
 * or they are another employee's or group's, or stale: typed over another PCP version (the PCPs
 * changed since, here or elsewhere) or older than `CHANGE_PCP_DRAFT_MAX_AGE_MS`.
 */
export function storedChangePcpDrafts(
  target: ChangePcpTarget,
  version: number,
  { storage = sessionTabStorage(), now = Date.now() }: DraftOptions = {},
): Record<string, ChangePcpDraft> {
  const kept = keptChangePcpDraftsSchema.safeParse(keptInTab(CHANGE_PCP_DRAFTS_KEY, storage));
  if (!kept.success) return {};
  const { umi, groupNumber, version: keptVersion, savedAt, drafts } = kept.data;
  if (
    umi !== target.umi ||
    groupNumber !== target.groupNumber ||
    keptVersion !== version ||
    now - savedAt > CHANGE_PCP_DRAFT_MAX_AGE_MS
  )
    return {};
  return Object.fromEntries(
    Object.entries(drafts).flatMap(([id, value]) => {
      const draft = changePcpDraftSchema.safeParse(value);
      return draft.success ? [[id, draft.data]] : [];
    }),
  );
}
