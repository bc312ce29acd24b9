import { normalizeTobaccoStatus } from "@epr/domain";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { ReadCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";

/**
 * Words of the card the app may change; the question and the fraud warning are not here (forms,
 * brand copy). `title` is the card heading, before the participant's name.
 */
export interface TobaccoCardCopy extends CardFrameCopy {}

/** The default wording of `TobaccoCardCopy`. */
export const defaultTobaccoCardCopy: TobaccoCardCopy = {
  ...defaultCardFrameCopy,
  title: "Tobacco",
};

/** A participant's tobacco answer (enrollment.md §3 memberCoverage tobaccoStatus, tobaccoUsageDate). */
export interface TobaccoValues {
  /** T tobacco user, N no, U unknown (shown as N). */
  tobaccoStatus?: string | null;
  /** MM/dd/yyyy; meaningful only with T. */
  tobaccoUsageDate?: string | null;
}

/** Label of the usage date (enrollment.md §5 Tobacco: "last regular use date"). */
export const TOBACCO_USAGE_DATE_LABEL = "Date of Last Regular Tobacco Use";

/** Props of `TobaccoReadCard`: the read-mode props of `TobaccoCard`. */
export interface TobaccoReadCardProps extends ReadCardProps {
  /** Stable id of the participant. */
  id: string;
  /** The participant's name, shown in the heading. */
  participantName: string;
  values?: TobaccoValues;
  copy?: Partial<TobaccoCardCopy>;
}

/**
 * The tobacco card of one participant in read mode (enrollment.md §2: each card has a read-only
 * display; §5 Tobacco): what `TobaccoCard mode="read"` renders — the status (U as No) and, for T,
 * the date of last regular use — in a module of its own without the form, for read-only pages.
 */
export function TobaccoReadCard(props: TobaccoReadCardProps) {
  const copy = { ...defaultTobaccoCardCopy, ...props.copy };
  const status = normalizeTobaccoStatus(props.values?.tobaccoStatus);
  return (
    <CardDisplay
      copy={copy}
      title={`${copy.title}: ${props.participantName}`}
      data-tobacco={props.id}
      headingLevel={props.headingLevel ?? 3}
      onEdit={props.mayEdit ? props.onEdit : undefined}
    >
      <DataList
        items={[
          { label: "Tobacco User", value: status === "T" ? "Yes" : status === "N" ? "No" : "" },
          ...(status === "T"
            ? [{ label: TOBACCO_USAGE_DATE_LABEL, value: props.values?.tobaccoUsageDate ?? "" }]
            : []),
        ]}
      />
    </CardDisplay>
  );
}
