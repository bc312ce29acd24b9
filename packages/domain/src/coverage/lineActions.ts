import type { BrandRules } from "../brand/brandRules.js";
import { canCancelLine, canRemoveCancelDate } from "./cancel.js";
import { isLineActive, type LineDates } from "./lineActivity.js";

/** A coverage line on file as the edit-mode plan coverage card lists it. */
export interface CoverageLineForActions extends LineDates {
  groupNumber: string;
  /** Line of business: MED, DEN, VIS… */
  lineOfBusiness: string;
  /** The line is already in the deletion list (enrollment.md §4 Cancel line of business). */
  markedForDeletion?: boolean;
  /** The line's group also holds a medical line (brand 6012 hides VIS and DEN trash alongside it). */
  groupHasMedical?: boolean;
}

/** What an administrator may do to one coverage line in edit mode. */
export interface CoverageLineActions {
  /** The trash (cancel line of business) action. */
  cancel: boolean;
  /** The remove-cancel-date action. */
  removeCancelDate: boolean;
}

/**
 * The edit-mode actions of a coverage line (enrollment.md §6, §4 Cancel line of business, Remove
 * cancel date): the trash when `canCancelLine` allows it (the line active — no end date or one not
 * past — not already marked, and not a 6012-style VIS/DEN line alongside medical); removing the
 * cancel date when `canRemoveCancelDate` does (a cancel date today or later). Both need edit on and
 * the group modifiable.
 */
export function coverageLineActions(input: {
  line: CoverageLineForActions;
  today: Date;
  editing: boolean;
  groupModifiable: boolean;
  brand: Pick<BrandRules, "hidesVisionDentalCancelAlongsideMedical">;
}): CoverageLineActions {
  const { line, today, editing, groupModifiable, brand } = input;
  return {
    cancel: canCancelLine({
      editing,
      groupModifiable,
      lineActive: isLineActive(line, today),
      alreadyMarked: Boolean(line.markedForDeletion),
      lineOfBusiness: line.lineOfBusiness,
      groupHasMedical: Boolean(line.groupHasMedical),
      brand,
    }),
    removeCancelDate: canRemoveCancelDate({
      cancelDate: line.coverageEndDate,
      today,
      editing,
      groupModifiable,
    }),
  };
}
