import { type EditBookkeeping, type EmployeeRecord, emptyBookkeeping } from "@epr/domain";

/**
 * An edit of an existing employee (enrollment.md §4 Edit entry, Edit save): the record as read, the
 * record as edited, the edit's bookkeeping (lines added, lines marked for deletion) and the version
 * read when the edit began, which the final save sends as `If-Match` (concurrent edits).
 * It lives above the review page, the add-coverage page and the provider directory, so moving
 * between them (the only places the edit's leave guard allows, §2) loses nothing.
 */
export interface EmployeeEditDraft {
  umi: string;
  /** The employee's version when the edit began: a save over a newer one answers 412. */
  version: number;
  /** The record as the server sent it (what "changed" is judged against). */
  original: EmployeeRecord;
  /** The record as edited so far. */
  record: EmployeeRecord;
  bookkeeping: EditBookkeeping;
  /** Something was changed since the edit began or was last saved (the leave guard asks first). */
  dirty: boolean;
}

/** What may change in a draft: the record, the bookkeeping, or both. */
export type EditUpdate = Partial<Pick<EmployeeEditDraft, "record" | "bookkeeping">>;

export type EditAction =
  | { type: "began"; umi: string; version: number; record: EmployeeRecord }
  | { type: "changed"; update: (draft: EmployeeEditDraft) => EditUpdate }
  | { type: "ended" };

/** The edit's state machine: begin from what was read, change, end (saved, cancelled or reloaded). */
export function reduceEdit(draft: EmployeeEditDraft | null, action: EditAction): EmployeeEditDraft | null {
  switch (action.type) {
    case "began":
      return {
        umi: action.umi,
        version: action.version,
        original: action.record,
        record: action.record,
        bookkeeping: emptyBookkeeping(),
        dirty: false,
      };
    case "changed": {
      if (!draft) return draft;
      const update = action.update(draft);
      return { ...draft, ...update, dirty: true };
    }
    case "ended":
      return null;
  }
}
