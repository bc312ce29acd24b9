import type { Session } from "@epr/contract";
import type { AddFlowStepId } from "@epr/domain";
import { createContext, type Dispatch, type RefObject, useContext } from "react";
import type { AddFlowDraft, DraftAction } from "./draft.js";

/** What every step of the add flow shares (enrollment.md §4: one state across steps). */
export interface AddFlowState {
  draft: AddFlowDraft;
  dispatch: Dispatch<DraftAction>;
  /** The draft's rules, to compute the next draft before saving it. */
  reduce: (draft: AddFlowDraft, action: DraftAction) => AddFlowDraft;
  session: Session;
  /** The day the flow opened: every date rule of one enrollment compares with the same day. */
  today: Date;
  /** The step shown. */
  current: AddFlowStepId;
  /**
   * Saves `next` as the enrollment in progress (the first save creates it) and makes it the draft;
   * null when the save failed (the step is denied and the reason shown).
   */
  persist: (next: AddFlowDraft) => Promise<AddFlowDraft | null>;
  /** Leaves the flow on purpose (Save for Later, Cancel's abandon): the leave guard lets it go. */
  leave: (to: string) => void;
  /** Why the last save failed, shown above the footer. */
  saveError: string | null;
  /**
   * The shown step's Save for Later, leading to `to` once saved: the leave guard's Save choice
   * saves the step being left (the step sets it while it is shown).
   */
  saveAndLeave: RefObject<((to: string) => Promise<void>) | null>;
  /** Opens the unsaved-changes question of Cancel (enrollment.md §4 footer actions). */
  askBeforeLeaving: () => void;
}

export const AddFlowContext = createContext<AddFlowState | null>(null);

/** The add flow's shared state; only inside the flow's layout. */
export function useAddFlow(): AddFlowState {
  const state = useContext(AddFlowContext);
  if (!state) throw new Error("useAddFlow is used outside the add flow.");
  return state;
}
