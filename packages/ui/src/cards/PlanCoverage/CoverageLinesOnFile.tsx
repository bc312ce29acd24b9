import { useBrand } from "@epr/brand-themes";
import { type CoverageLineForActions, coverageLineActions } from "@epr/domain";
import { useState } from "react";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../../primitives/Button/Button.js";
import { ScrollRegion } from "../../primitives/ScrollRegion/ScrollRegion.js";
import {
  defaultRemoveCancelDateCopy,
  type RemoveCancelDateCopy,
  RemoveCancelDateForm,
  type RemoveCancelDateState,
} from "./RemoveCancelDateForm.js";

/** A coverage line on file, as the review page's plan coverage card lists it (enrollment.md §3 memberLob). */
export interface CoverageLineOnFile extends CoverageLineForActions {
  /** The product's name as shown. */
  productName: string;
}

/** Words of the lines-on-file list; `{product}` and `{group}` name the line in the actions' names. */
export interface CoverageLinesCopy extends RemoveCancelDateCopy {
  linesCaption: string;
  productHeader: string;
  groupHeader: string;
  effectiveDateHeader: string;
  cancelDateHeader: string;
  actionsHeader: string;
  /** Accessible name of the trash (cancel line of business). */
  cancelLineLabel: string;
  /** Label of the remove-cancel-date action, followed (for screen readers) by `lineName`. */
  removeCancelDateLabel: string;
  /** Names the line after `removeCancelDateLabel` in its accessible name. */
  lineName: string;
  /** Shown on a line already in the deletion list. */
  markedLabel: string;
}

/** The default wording (ours: the spec names the actions, not their words). */
export const defaultCoverageLinesCopy: CoverageLinesCopy = {
  ...defaultRemoveCancelDateCopy,
  linesCaption: "Coverage on file",
  productHeader: "Product",
  groupHeader: "Group",
  effectiveDateHeader: "Effective Date",
  cancelDateHeader: "Cancel Date",
  actionsHeader: "Actions",
  cancelLineLabel: "Cancel {product} coverage, group {group}",
  removeCancelDateLabel: "Remove cancel date",
  lineName: "of {product}, group {group}",
  markedLabel: "Marked for cancellation",
};

/** Props of `CoverageLinesOnFile`. */
export interface CoverageLinesOnFileProps {
  lines: readonly CoverageLineOnFile[];
  /** The record is in edit mode (review with edit=true, enrollment.md §4 Edit entry). */
  editing: boolean;
  /** The groups the administrator may modify (enrollment.md §6). */
  modifiableGroups: readonly string[];
  today: Date;
  copy: CoverageLinesCopy;
  onCancelLine?: (line: CoverageLineOnFile) => void;
  /**
   * Remove cancel date (enrollment.md §4): the action opens the card's form for the line; a valid
   * date calls back with the line and its new effective date (MM/dd/yyyy).
   */
  onRemoveCancelDate?: (line: CoverageLineOnFile, effectiveDate: string) => void;
  /** The remove-cancel-date form's start date, the group's cancellation dates and the call's state. */
  removeCancelDate?: RemoveCancelDateSetup;
}

/** What the app tells the remove-cancel-date form (enrollment.md §4 Remove cancel date, §5). */
export interface RemoveCancelDateSetup {
  /** The edit's global effective date, the form's start (MM/dd/yyyy). */
  defaultEffectiveDate: string;
  /** Each group's own cancellation date, where it has one (the date must be before it). */
  groupCancelDates?: Readonly<Record<string, string | null | undefined>>;
  /** Where the last call stands. */
  state: RemoveCancelDateState;
  /** The line `state` is about; without it, whichever line the form is open on. */
  stateLine?: Pick<CoverageLineOnFile, "groupNumber" | "lineOfBusiness">;
}

const fill = (text: string, line: CoverageLineOnFile) =>
  text.replaceAll("{product}", line.productName).replaceAll("{group}", line.groupNumber);

/**
 * The coverage lines on file with their edit-mode actions (enrollment.md §6): the trash and the
 * remove-cancel-date action appear where @epr/domain's `coverageLineActions` allows them (with the
 * brand's `hidesVisionDentalCancelAlongsideMedical`) and the app gave the callback. Each action's
 * accessible name names the line. Remove cancel date opens the line's form under the list
 * (`RemoveCancelDateForm`).
 */
export function CoverageLinesOnFile({
  lines,
  editing,
  modifiableGroups,
  today,
  copy,
  onCancelLine,
  onRemoveCancelDate,
  removeCancelDate,
}: CoverageLinesOnFileProps) {
  const brand = useBrand().capabilities;
  // The line whose remove-cancel-date form is open (one at a time).
  const [removing, setRemoving] = useState<CoverageLineOnFile | null>(null);
  const rows = lines.map((line) => ({
    line,
    actions: coverageLineActions({
      line,
      today,
      editing,
      groupModifiable: modifiableGroups.includes(line.groupNumber),
      brand,
    }),
  }));
  const anyAction = rows.some(
    ({ actions }) => (actions.cancel && onCancelLine) || (actions.removeCancelDate && onRemoveCancelDate),
  );
  const anyMarked = lines.some((line) => line.markedForDeletion);
  return (
    <ScrollRegion label={copy.linesCaption} className="mb-4">
      <table data-slot="coverage-lines" className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-base">{copy.linesCaption}</caption>
        <thead>
          <tr className="border-border border-b">
            <th scope="col" className="py-2 pe-3">
              {copy.productHeader}
            </th>
            <th scope="col" className="py-2 pe-3">
              {copy.groupHeader}
            </th>
            <th scope="col" className="py-2 pe-3">
              {copy.effectiveDateHeader}
            </th>
            <th scope="col" className="py-2 pe-3">
              {copy.cancelDateHeader}
            </th>
            {anyAction || anyMarked ? (
              <th scope="col" className="py-2">
                {copy.actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, actions }) => (
            <tr
              key={`${line.groupNumber}:${line.lineOfBusiness}:${line.productName}`}
              data-line={`${line.groupNumber}:${line.lineOfBusiness}:${line.productName}`}
              className="border-border border-b last:border-b-0"
            >
              <th scope="row" className="py-2 pe-3 font-normal">
                {line.productName}
              </th>
              <td className="py-2 pe-3">{line.groupNumber}</td>
              <td className="py-2 pe-3">{line.coverageEffectiveDate ?? ""}</td>
              <td className="py-2 pe-3">{line.coverageEndDate ?? ""}</td>
              {anyAction || anyMarked ? (
                <td className="py-2">
                  <div className="flex items-center gap-2">
                    {line.markedForDeletion ? (
                      <span className="text-muted-foreground">{copy.markedLabel}</span>
                    ) : null}
                    {actions.cancel && onCancelLine ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={fill(copy.cancelLineLabel, line)}
                        onClick={() => onCancelLine(line)}
                      >
                        <StrokeIcon className="size-5" strokeWidth={2}>
                          <path d="M4 7h16M10 11v6M14 11v6M5 7l1 13h12l1-13M9 7V4h6v3" />
                        </StrokeIcon>
                      </Button>
                    ) : null}
                    {actions.removeCancelDate && onRemoveCancelDate ? (
                      <Button
                        variant="link"
                        aria-expanded={removing === line}
                        onClick={() => setRemoving(line)}
                      >
                        {copy.removeCancelDateLabel}
                        <span className="sr-only"> {fill(copy.lineName, line)}</span>
                      </Button>
                    ) : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {removing && onRemoveCancelDate ? (
        <RemoveCancelDateForm
          key={`${removing.groupNumber}:${removing.lineOfBusiness}:${removing.productName}`}
          line={removing}
          defaultEffectiveDate={removeCancelDate?.defaultEffectiveDate ?? ""}
          groupCancelDate={removeCancelDate?.groupCancelDates?.[removing.groupNumber] ?? null}
          state={
            !removeCancelDate?.stateLine ||
            (removeCancelDate.stateLine.groupNumber === removing.groupNumber &&
              removeCancelDate.stateLine.lineOfBusiness === removing.lineOfBusiness)
              ? (removeCancelDate?.state ?? {})
              : {}
          }
          copy={copy}
          onSubmit={onRemoveCancelDate}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </ScrollRegion>
  );
}
