import { reportCodesCardVisible, visibleReportCodes } from "@epr/domain";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { ReadCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";

/** Words of the card the app may change. `title` is the card heading, before the group number. */
export interface ReportCodesCardCopy extends CardFrameCopy {
  /** Read mode with no code holding a value. */
  noCodes: string;
}

/** The default wording of `ReportCodesCardCopy`. */
export const defaultReportCodesCardCopy: ReportCodesCardCopy = {
  ...defaultCardFrameCopy,
  title: "Report Codes",
  noCodes: "No report codes on file for this group.",
};

/** One report code of the group: its definition and value (enrollment.md §3 Report code). */
export interface ReportCodeValue {
  type: string;
  abbreviatedType: string;
  required?: boolean;
  value?: string | null;
}

/** A code's label: its type, with the abbreviation when it differs ("Division (DIV)"). */
export const reportCodeLabel = (code: ReportCodeValue) =>
  code.abbreviatedType && code.abbreviatedType !== code.type
    ? `${code.type} (${code.abbreviatedType})`
    : code.type;

/** Props of `ReportCodesReadCard`: the read-mode props of `ReportCodesCard`. */
export interface ReportCodesReadCardProps extends ReadCardProps {
  /** The group the codes belong to. */
  groupNumber: string;
  /** The group's code definitions with their values. */
  codes: readonly ReportCodeValue[];
  copy?: Partial<ReportCodesCardCopy>;
  /**
   * On the review page (enrollment.md §4 Report codes: shown in view mode only with a value): the
   * card renders nothing unless a code has a value (@epr/domain `reportCodesCardVisible`). Without
   * it the card says `copy.noCodes`.
   */
  onlyWithValue?: boolean;
}

/**
 * The report codes of one group in read mode (enrollment.md §2: each card has a read-only display;
 * §5 Report codes): what `ReportCodesCard mode="read"` renders — the codes with a value, upper-case
 * — in a module of its own without the form, for read-only pages.
 */
export function ReportCodesReadCard(props: ReportCodesReadCardProps) {
  if (props.onlyWithValue && !reportCodesCardVisible(props.codes, false)) return null;
  const copy = { ...defaultReportCodesCardCopy, ...props.copy };
  const shown = visibleReportCodes(props.codes, false);
  return (
    <CardDisplay
      copy={copy}
      title={`${copy.title}: Group ${props.groupNumber}`}
      data-report-codes={props.groupNumber}
      headingLevel={props.headingLevel ?? 3}
      onEdit={props.mayEdit ? props.onEdit : undefined}
    >
      {shown.length > 0 ? (
        <DataList
          items={shown.map((code) => ({
            id: code.abbreviatedType || code.type,
            label: reportCodeLabel(code),
            value: (code.value ?? "").toUpperCase(),
          }))}
        />
      ) : (
        <p className="m-0 text-muted-foreground">{copy.noCodes}</p>
      )}
    </CardDisplay>
  );
}
