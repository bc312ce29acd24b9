import type { EmployeeRecord } from "@epr/domain";
import { createContext, useContext } from "react";
import type { EditUpdate, EmployeeEditDraft } from "./editDraft.js";

/** The edit in progress, shared by the review page (edit=true), add coverage and the provider directory. */
export interface EmployeeEditState {
  /** The edit of the employee named in the address, or null when none is in progress. */
  draft: EmployeeEditDraft | null;
  /** Begins an edit from the record and version just read (enrollment.md §4 Edit entry). */
  begin: (umi: string, version: number, record: EmployeeRecord) => void;
  /** Changes the record or bookkeeping; the updater sees the draft as it is now. */
  change: (update: (draft: EmployeeEditDraft) => EditUpdate) => void;
  /** Ends the edit (saved, cancelled, or the employee reloaded). */
  end: () => void;
}

export const EmployeeEditContext = createContext<EmployeeEditState | null>(null);

/** The edit state of the surrounding `EmployeeEditLayout`. */
export function useEmployeeEdit(): EmployeeEditState {
  const state = useContext(EmployeeEditContext);
  if (!state) throw new Error("useEmployeeEdit needs the EmployeeEditLayout route above it.");
  return state;
}
