import { useBrand } from "@epr/brand-themes";
import { type CoverageLineForActions, coverageLineActions } from "@epr/domain";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../../primitives/Button/Button.js";

/** A coverage line on file, as the review page's plan coverage card lists it (enrollment.md §3 memberLob). */
export interface CoverageLineOnFile extends CoverageLineForActions {
  /** The product's name as shown. */
  productName: string;
}

/** Words of the lines-on-file list; `{product}` and `{group}` name the line in the actions' names. */
export interface CoverageLinesCopy {
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
  onRemoveCancelDate?: (line: CoverageLineOnFile) => void;
}

const fill = (text: string, line: CoverageLineOnFile) =>
  text.replaceAll("{product}", line.productName).replaceAll("{group}", line.groupNumber);

/**
 * The coverage lines on file with their edit-mode actions (enrollment.md §6): the trash and the
 * remove-cancel-date action appear where @epr/domain's `coverageLineActions` allows them (with the
 * brand's `hidesVisionDentalCancelAlongsideMedical`) and the app gave the callback. Each action's
 * accessible name names the line.
 */
export function CoverageLinesOnFile({
  lines,
  editing,
  modifiableGroups,
  today,
  copy,
  onCancelLine,
  onRemoveCancelDate,
}: CoverageLinesOnFileProps) {
  const brand = useBrand().capabilities;
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
    <div className="mb-4 overflow-x-auto">
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
                      <Button variant="link" onClick={() => onRemoveCancelDate(line)}>
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
    </div>
  );
}
