import { DEFAULT_WELLNESS_REPORT_NAME, REPORT_GROUP_PICKER_PAGE_SIZE, reportFormats } from "@epr/domain";
import { type CensusReportFormInput, type CensusReportRequest, useCensusReportForm } from "@epr/forms";
import { useMemo } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { EditableCardProps } from "../../primitives/Card/CardForm.js";
import { CardForm } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { DataTable } from "../../primitives/DataTable/DataTable.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { TextField } from "../../primitives/TextInput/TextInput.js";

/** Words of the card the app may change (our wording where the spec has none). */
export interface CensusReportCardCopy extends CardFrameCopy {
  /** Heading of the census variant. */
  censusTitle: string;
  /** Heading of the wellness variant. */
  wellnessTitle: string;
  /** Caption of the group picker (session-and-admin.md §2 modal title). */
  censusGroupsCaption: string;
  wellnessGroupsCaption: string;
  formatLegend: string;
  ssnLabel: string;
  ssnHint: string;
  reportNameLabel: string;
  groupsHint: string;
  resetLabel: string;
  noGroups: string;
}

/** The default wording of `CensusReportCardCopy`. */
export const defaultCensusReportCardCopy: CensusReportCardCopy = {
  ...defaultCardFrameCopy,
  title: "Census Report",
  saveLabel: "Request Report",
  censusTitle: "Census Report",
  wellnessTitle: "Wellness Taxation Report",
  censusGroupsCaption: "Select Specific Groups for Census Report",
  wellnessGroupsCaption: "Select Specific Groups for Wellness Taxation Report",
  formatLegend: "Report Format",
  ssnLabel: "Display full SSN",
  ssnHint: "SSNs are masked unless you choose to display them.",
  reportNameLabel: "Report Name",
  groupsHint: "When no group is selected, every listed group is used.",
  resetLabel: "Reset",
  noGroups: "No Groups to display!!",
};

/** A group of the picker (only Employee Data View or Modify: the page lists what the server gives). */
export interface CensusReportGroup {
  groupNumber: string;
  groupName: string;
}

/** Props of `CensusReportCard`. */
export interface CensusReportCardProps
  extends Pick<EditableCardProps<CensusReportRequest>, "mode" | "onSubmit" | "saving" | "headingLevel"> {
  /** Prefixes every control id. */
  id: string;
  reportType: "census" | "wellness";
  /** The groups the administrator may choose (session-and-admin.md §5). */
  groups: readonly CensusReportGroup[];
  /** Read mode: the request to show; edit mode: the starting values. */
  values?: CensusReportFormInput;
  copy?: Partial<CensusReportCardCopy>;
  /** A valid request: the spec's payload (reportFormat, ssnMask Y/N, groupNumbersList, reportName). */
  onSubmit?: (request: CensusReportRequest) => void;
  /** After Reset has put the form back to its defaults. */
  onReset?: () => void;
  /** The page's own heading already names the report: the card draws no heading of its own. */
  hideTitle?: boolean;
}

/** Id of a control of the card. */
export function censusReportFieldId(
  id: string,
  field: "reportFormat" | "ssnMask" | "reportName" | "groupNumbers",
) {
  return `census-report-${id}-${field}`;
}

/** The form's starting values (session-and-admin.md §4 Reset, §5, §9): Excel, masked, no group, the default name. */
export function censusReportDefaults(reportType: "census" | "wellness"): CensusReportFormInput {
  return {
    reportFormat: "Excel",
    ssnMask: true,
    groupNumbers: [],
    reportName: reportType === "wellness" ? DEFAULT_WELLNESS_REPORT_NAME : "",
  };
}

const formatOptions = reportFormats.map((value) => ({ value, label: value }));

/**
 * The census or wellness taxation report request (session-and-admin.md §2 /cenOrWell-reports, §4,
 * §5, §9): the format (Excel by default, or PDF), SSN display (off: masked), the wellness report
 * name with its default, and the group picker listing the groups given, 12 a page with select-all;
 * none selected means every listed group. Reset clears the selection, the format back to Excel,
 * SSN display off and the name to its default. Read mode shows a request's values.
 */
export function CensusReportCard(props: CensusReportCardProps) {
  const copy = { ...defaultCensusReportCardCopy, ...props.copy };
  const title = props.hideTitle
    ? null
    : props.reportType === "wellness"
      ? copy.wellnessTitle
      : copy.censusTitle;
  if (props.mode === "read") {
    const values = { ...censusReportDefaults(props.reportType), ...props.values };
    return (
      <CardDisplay
        copy={copy}
        title={title}
        data-census-report={props.id}
        headingLevel={props.headingLevel ?? 2}
      >
        <DataList
          items={[
            { label: copy.formatLegend, value: values.reportFormat || "Excel" },
            { label: "SSN", value: values.ssnMask === false ? "Displayed" : "Masked" },
            {
              label: "Groups",
              value: values.groupNumbers?.length ? values.groupNumbers.join(", ") : "All listed groups",
            },
            ...(props.reportType === "wellness"
              ? [{ label: copy.reportNameLabel, value: values.reportName ?? "" }]
              : []),
          ]}
        />
      </CardDisplay>
    );
  }
  return <CensusReportForm {...props} copy={copy} title={title} />;
}

function CensusReportForm({
  id,
  reportType,
  groups,
  values,
  copy,
  title,
  onReset,
  headingLevel = 2,
  ...props
}: CensusReportCardProps & { copy: CensusReportCardCopy; title: string | null }) {
  const listedGroups = useMemo(() => groups.map((g) => g.groupNumber), [groups]);
  const context = useMemo(() => ({ reportType, listedGroups }), [reportType, listedGroups]);
  const defaults = censusReportDefaults(reportType);
  const form = useCensusReportForm(context, {
    ...cardFormOptions,
    defaultValues: { ...defaults, ...values },
  });
  const fields = fieldIds(["reportFormat", "reportName", "groupNumbers"], (f) => censusReportFieldId(id, f));
  const { shell } = useCardForm(form, { ...props, fields });
  const { errors, isSubmitted } = form.formState;
  const current = form.watch();
  const selected = useMemo(() => new Set(current.groupNumbers ?? []), [current.groupNumbers]);
  const set = <K extends keyof CensusReportFormInput>(field: K, value: CensusReportFormInput[K]) =>
    form.setValue(field, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <CardForm
      copy={copy}
      title={title}
      data-census-report={id}
      headingLevel={headingLevel}
      actions={
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            form.reset(defaults);
            onReset?.();
          }}
        >
          {copy.resetLabel}
        </Button>
      }
      {...shell}
    >
      <div className="flex flex-col gap-4">
        <RadioGroup
          id={censusReportFieldId(id, "reportFormat")}
          legend={copy.formatLegend}
          orientation="horizontal"
          options={formatOptions}
          error={errors.reportFormat?.message}
          value={current.reportFormat || "Excel"}
          onValueChange={(value) => set("reportFormat", value)}
        />
        <Checkbox
          id={censusReportFieldId(id, "ssnMask")}
          label={copy.ssnLabel}
          hint={copy.ssnHint}
          checked={current.ssnMask === false}
          onCheckedChange={(checked) => set("ssnMask", !checked)}
        />
        {reportType === "wellness" ? (
          <TextField
            id={censusReportFieldId(id, "reportName")}
            label={copy.reportNameLabel}
            error={errors.reportName?.message}
            inputProps={{
              value: current.reportName ?? "",
              maxLength: 100,
              onChange: (event) => set("reportName", event.target.value),
            }}
          />
        ) : null}
        <div id={censusReportFieldId(id, "groupNumbers")} tabIndex={-1}>
          <p className="mb-2 text-muted-foreground text-sm">{copy.groupsHint}</p>
          <DataTable
            caption={reportType === "wellness" ? copy.wellnessGroupsCaption : copy.censusGroupsCaption}
            rows={groups}
            columns={[
              {
                id: "groupNumber",
                header: "Group Number",
                cell: (g) => g.groupNumber,
                sortValue: (g) => g.groupNumber,
                rowHeader: true,
              },
              {
                id: "groupName",
                header: "Group Name",
                cell: (g) => g.groupName,
                sortValue: (g) => g.groupName,
              },
            ]}
            getRowId={(g) => g.groupNumber}
            pageSizes={[REPORT_GROUP_PICKER_PAGE_SIZE]}
            defaultSort={{ columnId: "groupNumber", direction: "ascending" }}
            itemName={["Group", "Groups"]}
            emptyMessage={copy.noGroups}
            selection={{
              selected,
              onChange: (next) =>
                set(
                  "groupNumbers",
                  listedGroups.filter((g) => next.has(g)),
                ),
              rowLabel: (g) => `Select group ${g.groupNumber}`,
              selectAllLabel: "Select all groups",
            }}
          />
        </div>
      </div>
    </CardForm>
  );
}
