import type { GroupSaveResult } from "@epr/domain";

/**
 * Per-group results as the `enrollments.group_results` column keeps them (migration 005): true
 * applied, false rejected, null waiting for delayed processing; on the wire null is "pending".
 */
export type StoredGroupResults = Record<string, boolean | null>;

export const toWire = (stored: StoredGroupResults): Record<string, GroupSaveResult> =>
  Object.fromEntries(
    Object.entries(stored).map(([group, value]) => [group, value === null ? "pending" : value]),
  );

export const toStored = (wire: Record<string, GroupSaveResult>): StoredGroupResults =>
  Object.fromEntries(
    Object.entries(wire).map(([group, value]) => [group, value === "pending" ? null : value]),
  );

/** Reads the column as either engine returns it. */
export function readStored(value: unknown): StoredGroupResults {
  const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  const out: StoredGroupResults = {};
  if (parsed && typeof parsed === "object")
    for (const [group, result] of Object.entries(parsed as Record<string, unknown>))
      out[group] = typeof result === "boolean" ? result : null;
  return out;
}
