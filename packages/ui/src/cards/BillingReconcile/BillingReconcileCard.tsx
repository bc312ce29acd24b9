import {
  type AdjustmentChange,
  adjustmentChangeLabels,
  type BillingMonth,
  type CoverageTier,
  coverageTierLabels,
  ELIGIBILITY_FILE_MAX_BYTES,
  type ReconcileKind,
  type ReconcileReason,
  type RosterField,
  reconcileKinds,
} from "@epr/domain";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.js";
import { Button } from "../../primitives/Button/Button.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Field } from "../../primitives/Field/Field.js";
import { FileDropZone } from "../../primitives/FileDropZone/FileDropZone.js";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { Select } from "../../primitives/Select/Select.js";
import {
  BillingLoadState,
  formatBillingMonth,
  formatBillingMonths,
  formatCents,
  moneyCell,
  plainBillingLink,
  type RenderBillingLink,
} from "../BillingInvoices/billingFormat.js";
import { BulkProgress, type CountedCopy, fill, fillCounted } from "../BulkChanges/shared.js";
import { TitledSection } from "../shared/TitledSection.js";

/** A group the administrator may reconcile, with the months it has a bill for (newest first). */
export interface ReconcileGroupOption {
  groupNumber: string;
  groupName: string;
  months: readonly BillingMonth[];
}

/** The bill chosen: a group and one of its billed months. */
export interface ReconcileChoice {
  groupNumber: string;
  month: BillingMonth;
}

/** What was billed or what the roster says of one difference (cents null: nothing). */
export interface ReconcileSideValues {
  tier: CoverageTier | null;
  cents: number | null;
}

/** One difference as the server answers it (`@epr/contract` `reconcileDifferenceSchema`). */
export interface ReconcileDifferenceView {
  kind: ReconcileKind;
  /** The employee's member ID for a link; null when the group has no such employee. */
  umi: string | null;
  memberId: string;
  name: string;
  /** Null: the member's whole bill. */
  lineOfBusiness: string | null;
  billed: ReconcileSideValues | null;
  roster: (ReconcileSideValues & { rows: readonly number[] }) | null;
  differs?: readonly ("tier" | "amount")[] | undefined;
  explanation: {
    reason: ReconcileReason;
    change: AdjustmentChange;
    effectiveDate: string | null;
    adjustment?:
      | { invoiceMonth: BillingMonth; months: readonly BillingMonth[]; cents: number; toSettle: boolean }
      | undefined;
  } | null;
}

/** The server's answer for a roster (`@epr/contract` `reconcileResponseSchema`). */
export interface ReconcileResultView {
  groupNumber: string;
  groupName: string;
  month: BillingMonth;
  invoiceId: string;
  /** The roster's columns read: field, heading as written, letter. */
  columns: readonly { field: RosterField | string; heading: string; column: string }[];
  rosterRows: number;
  billedLines: number;
  matched: number;
  counts: { notOnRoster: number; notBilled: number; mismatch: number; explained: number };
  differences: readonly ReconcileDifferenceView[];
}

/** A row and column of a refused roster, and what is wrong there (never a value). */
export interface ReconcileFileProblem {
  row: number;
  column: string;
  message: string;
}

/** Where the roster is. */
export type ReconcileUploadState =
  /** Waiting for a file. */
  | { kind: "idle" }
  /** Sent (`percent` of its bytes; omitted while unknown), then compared by the server (`comparing`). */
  | { kind: "working"; fileName: string; percent?: number; comparing?: boolean }
  /** Refused (nothing compared): the server's sentence and the rows and columns at fault. */
  | { kind: "refused"; fileName: string; message: string; problems?: readonly ReconcileFileProblem[] };

/**
 * The kinds of file the card lets through, by type and by name: the client's roster or payroll as a
 * workbook or CSV. The server decides by the content; this only refuses what cannot be one.
 */
export const reconcileAcceptedFiles = {
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "text/csv": [".csv"],
};

/** The card's words (our wording: the spec names the Bills access only). */
export const defaultBillingReconcileCopy = {
  title: "Reconcile a bill with your roster",
  intro:
    "Upload your own roster or payroll deductions for a bill's month: we compare it with the bill, member by member, and say which change on file explains each difference. Nothing of the file is kept.",
  choiceTitle: "The bill",
  groupLabel: "Group",
  monthLabel: "Month billed",
  groupOption: "{name} ({number})",
  groupsLoading: "Loading your groups' bills…",
  noBills: "No bill yet: a roster is compared with a bill, so there is nothing to reconcile.",
  moreMonths: "Show older months",
  loadingMoreMonths: "Loading older months…",
  billLink: "Open the {month} bill",
  dropTitle: "Drop your roster here",
  dropActive: "Drop the roster to compare it",
  or: "or",
  choose: "Choose a roster",
  kinds:
    "An Excel (.xlsx) or CSV (.csv) file with a heading row: Member ID or Employee ID on every row; Line of Business, Tier and Amount where you have them. At most {max} MB.",
  tooBig: "“{file}” is {size} MB. A roster may be at most {max} MB.",
  wrongType: "“{file}” is not a roster we read. Choose an Excel (.xlsx) or CSV (.csv) file.",
  oneFile: "Choose one file at a time.",
  uploading: "Uploading “{file}”: {percent}%",
  uploadingUnknown: "Uploading “{file}”…",
  comparing: "Comparing “{file}” with the bill…",
  progressLabel: "Progress of “{file}”",
  refusedTitle: "The roster was refused",
  refusedFile: "“{file}” was not compared.",
  refusedNext: "Correct the file and upload it again.",
  problemsCaption: "What is wrong in the roster, by row and column",
  colRow: "Row",
  colColumn: "Column",
  colProblem: "Problem",
  resultTitle: "{month} bill of {group} ({number}) against “{file}”",
  resultTitleNoFile: "{month} bill of {group} ({number}) against your roster",
  summary: {
    one: "{rows} roster row read against {lines} billed lines; {matched} agree.",
    other: "{rows} roster rows read against {lines} billed lines; {matched} agree.",
  } as CountedCopy,
  agrees: "The roster agrees with the bill",
  agreesDetail: "Every billed line is on your roster at the same tier and amount.",
  differencesFound: {
    one: "{count} difference, {explained} explained by a change on file.",
    other: "{count} differences, {explained} explained by a change on file.",
  } as CountedCopy,
  kindTitles: {
    notOnRoster: "Billed, not on your roster",
    notBilled: "On your roster, not billed",
    mismatch: "Billed at another tier or amount",
  } as Record<ReconcileKind, string>,
  kindIntros: {
    notOnRoster: "The bill charges these lines; your roster does not list them.",
    notBilled: "Your roster lists these; the bill does not charge them.",
    mismatch: "Both list these, at a different tier or amount.",
  } as Record<ReconcileKind, string>,
  kindCount: "{title} ({count})",
  kindNone: "None.",
  kindCaption: "{title}: each member, what was billed, what your roster says, and what explains it",
  colMember: "Member",
  colMemberId: "Member ID",
  colLineOfBusiness: "Line of business",
  colBilled: "Billed",
  colRoster: "Your roster",
  colExplanation: "What explains it",
  allLines: "All lines",
  side: "{tier}, {amount}",
  sideTierOnly: "{tier}",
  sideAmountOnly: "{amount}",
  nothing: "—",
  rosterRows: { one: "row {rows}", other: "rows {rows}" } as CountedCopy,
  differs: "Differs: {what}",
  differsTier: "tier",
  differsAmount: "amount",
  unknownMember: "Not an employee of this group",
  employeeLabel: "Employee summary of {name}",
  noExplanation: "No change on file explains it",
  reasons: {
    adjusted: "{change} ({date}): adjusted on the {invoiceMonth} bill for {months}, {amount}.",
    changedSinceBill: "{change} ({date}) on file since this bill was made: the next bill adjusts it.",
    duringMonth: "{change} ({date}) during the month: a month is billed whole, as covered on its first day.",
    endedBefore: "{change}: coverage ended {date}, before the month.",
    startsLater: "{change}: coverage starts {date}, after the month.",
  } as Record<ReconcileReason, string>,
  toSettle:
    "{change} ({date}): older than the retro window, listed on the {invoiceMonth} bill for {months} to settle with the insurer ({amount}).",
  noDate: "date not on file",
  changes: adjustmentChangeLabels as Record<AdjustmentChange, string>,
  tiers: coverageTierLabels as Record<CoverageTier, string>,
  columnsTitle: "Columns read from your roster",
  columnsIntro: "A column not listed here was not read: check its heading if you meant it to be.",
  columnRead: "{heading} (column {column})",
  fields: {
    memberId: "Member ID",
    employeeId: "Employee ID",
    name: "Name",
    lineOfBusiness: "Line of business",
    tier: "Tier",
    amount: "Amount",
  } as Record<string, string>,
};
/** The words of `BillingReconcileCard`. */
export type BillingReconcileCopy = typeof defaultBillingReconcileCopy;

/** Props of `BillingReconcileCard`. */
export interface BillingReconcileCardProps {
  /** The groups with their billed months (the bills the administrator may read). */
  groups: readonly ReconcileGroupOption[];
  /** The bills are being read: the choice waits. */
  groupsLoading?: boolean;
  /** The bills could not be read: the failed call's sentence. */
  groupsFailure?: string;
  /** Older bills exist beyond those given: "Show older months" asks for them. */
  hasMoreMonths?: boolean;
  loadingMoreMonths?: boolean;
  onMoreMonths?: () => void;
  /** The bill chosen (null: none yet). */
  choice: ReconcileChoice | null;
  /** A group or month chosen: the caller keeps it (the page, in its address). */
  onChoose: (choice: ReconcileChoice) => void;
  /** The roster's upload and comparison; idle when omitted. */
  upload?: ReconcileUploadState;
  /** A roster the card accepts was chosen or dropped, for `choice`. */
  onFile: (file: File) => void;
  /** The differences of the last roster compared. */
  result?: ReconcileResultView;
  /** The name of the file `result` is of. */
  resultFileName?: string;
  /** Where an employee's summary is (their member ID). */
  employeeHref: (umi: string) => string;
  /** Where a bill is (none: no link). */
  invoiceHref?: (invoiceId: string) => string;
  /** Renders in-app links (the router's); a plain `<a>` by default. */
  renderLink?: RenderBillingLink;
  /** The size limit in bytes (the bulk import's, which the server applies too). */
  maxBytes?: number;
  copy?: Partial<BillingReconcileCopy>;
}

const link = "text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";
const cell = "px-3 py-2 align-top";

/** A side of a difference: "Employee, $420.00", or a dash for nothing. */
function sideText(side: ReconcileSideValues | null, words: BillingReconcileCopy) {
  if (!side || (side.tier === null && side.cents === null)) return words.nothing;
  const values = {
    tier: side.tier ? words.tiers[side.tier] : "",
    amount: side.cents === null ? "" : formatCents(side.cents),
  };
  if (side.tier && side.cents !== null) return fill(words.side, values);
  return side.tier ? fill(words.sideTierOnly, values) : fill(words.sideAmountOnly, values);
}

/** The sentence of what explains a difference, or that nothing does. */
export function explanationText(
  explanation: ReconcileDifferenceView["explanation"],
  words: BillingReconcileCopy = defaultBillingReconcileCopy,
): string {
  if (!explanation) return words.noExplanation;
  const { adjustment } = explanation;
  const values = {
    change: words.changes[explanation.change],
    date: explanation.effectiveDate ?? words.noDate,
    invoiceMonth: adjustment ? formatBillingMonth(adjustment.invoiceMonth) : "",
    months: adjustment ? formatBillingMonths(adjustment.months) : "",
    amount: adjustment ? formatCents(adjustment.cents) : "",
  };
  if (explanation.reason === "adjusted" && adjustment?.toSettle) return fill(words.toSettle, values);
  return fill(words.reasons[explanation.reason], values);
}

/** The group and month: two lists, the month's following the group's bills. */
function BillChoice({
  groups,
  choice,
  onChoose,
  hasMoreMonths,
  loadingMoreMonths,
  onMoreMonths,
  disabled,
  words,
}: {
  groups: readonly ReconcileGroupOption[];
  choice: ReconcileChoice | null;
  onChoose: (choice: ReconcileChoice) => void;
  hasMoreMonths: boolean;
  loadingMoreMonths: boolean;
  onMoreMonths: (() => void) | undefined;
  disabled: boolean;
  words: BillingReconcileCopy;
}) {
  const id = useId().replace(/:/g, "");
  const group = groups.find((g) => g.groupNumber === choice?.groupNumber);
  return (
    <fieldset className="m-0 grid gap-3 border-0 p-0">
      <legend className="mb-2 p-0 font-semibold text-lg">{words.choiceTitle}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <Field id={`${id}-group`} label={words.groupLabel}>
          <Select
            placeholder={choice ? null : "Select"}
            value={choice?.groupNumber ?? ""}
            disabled={disabled}
            onChange={(event) => {
              const next = groups.find((g) => g.groupNumber === event.target.value);
              const month = next?.months[0];
              if (next && month) onChoose({ groupNumber: next.groupNumber, month });
            }}
            options={groups.map((g) => ({
              value: g.groupNumber,
              label: fill(words.groupOption, { name: g.groupName, number: g.groupNumber }),
            }))}
          />
        </Field>
        <Field id={`${id}-month`} label={words.monthLabel}>
          <Select
            placeholder={choice ? null : "Select"}
            value={choice?.month ?? ""}
            disabled={disabled || !group}
            onChange={(event) => {
              if (choice) onChoose({ groupNumber: choice.groupNumber, month: event.target.value });
            }}
            options={(group?.months ?? []).map((month) => ({
              value: month,
              label: formatBillingMonth(month),
            }))}
          />
        </Field>
        {hasMoreMonths && onMoreMonths ? (
          <Button
            variant="link"
            onClick={onMoreMonths}
            disabled={loadingMoreMonths}
            aria-busy={loadingMoreMonths}
          >
            {loadingMoreMonths ? words.loadingMoreMonths : words.moreMonths}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** One kind's table of differences. */
function DifferenceTable({
  kind,
  rows,
  words,
  employeeHref,
  renderLink,
}: {
  kind: ReconcileKind;
  rows: readonly ReconcileDifferenceView[];
  words: BillingReconcileCopy;
  employeeHref: (umi: string) => string;
  renderLink: RenderBillingLink;
}) {
  const title = words.kindTitles[kind];
  return (
    <ReadOnlyTable
      caption={fill(words.kindCaption, { title })}
      columns={[
        words.colMember,
        words.colMemberId,
        words.colLineOfBusiness,
        words.colBilled,
        words.colRoster,
        words.colExplanation,
      ]}
    >
      {rows.map((row) => (
        <tr
          // One difference per member and line of a kind: a roster's rows of one member and line add up.
          key={`${row.memberId}-${row.lineOfBusiness ?? "*"}`}
          data-difference={kind}
          data-member={row.memberId}
          className="border-border border-t"
        >
          <th scope="row" className={`${cell} text-left font-semibold`}>
            {row.umi
              ? renderLink({
                  href: employeeHref(row.umi),
                  className: link,
                  "aria-label": fill(words.employeeLabel, { name: row.name || row.memberId }),
                  children: row.name || row.memberId,
                })
              : row.name || row.memberId}
            {row.umi ? null : (
              <span className="block font-normal text-muted-foreground text-sm">{words.unknownMember}</span>
            )}
          </th>
          <td className={cell}>{row.memberId}</td>
          <td className={cell}>{row.lineOfBusiness ?? words.allLines}</td>
          <td className={cn(moneyCell, "align-top")} data-side="billed">
            {sideText(row.billed, words)}
          </td>
          <td className={cn(moneyCell, "align-top")} data-side="roster">
            {sideText(row.roster, words)}
            {row.roster && row.roster.rows.length > 0 ? (
              <span className="block text-muted-foreground text-sm">
                {fillCounted(words.rosterRows, row.roster.rows.length, {
                  rows: row.roster.rows.join(", "),
                })}
              </span>
            ) : null}
          </td>
          <td className={cell} data-explained={row.explanation ? "yes" : "no"}>
            {row.differs && row.differs.length > 0 ? (
              <span className="block font-semibold">
                {fill(words.differs, {
                  what: row.differs
                    .map((d) => (d === "tier" ? words.differsTier : words.differsAmount))
                    .join(", "),
                })}
              </span>
            ) : null}
            <span className={row.explanation ? undefined : "italic"}>
              {explanationText(row.explanation, words)}
            </span>
          </td>
        </tr>
      ))}
    </ReadOnlyTable>
  );
}

/** The answer: counts, then each kind apart with its count, then the columns read. */
function ReconcileResult({
  result,
  fileName,
  words,
  employeeHref,
  invoiceHref,
  renderLink,
}: {
  result: ReconcileResultView;
  fileName: string | undefined;
  words: BillingReconcileCopy;
  employeeHref: (umi: string) => string;
  invoiceHref: ((invoiceId: string) => string) | undefined;
  renderLink: RenderBillingLink;
}) {
  const ids = useId().replace(/:/g, "");
  const month = formatBillingMonth(result.month);
  const titleValues = {
    month,
    group: result.groupName,
    number: result.groupNumber,
    file: fileName ?? "",
  };
  const count = result.differences.length;
  return (
    <section aria-labelledby={`${ids}-result`} className="grid gap-4" data-reconcile-result="">
      <h3 id={`${ids}-result`} tabIndex={-1} className="m-0 font-semibold text-lg outline-none">
        {fill(fileName ? words.resultTitle : words.resultTitleNoFile, titleValues)}
      </h3>
      <p className="m-0">
        {fillCounted(words.summary, result.rosterRows, {
          rows: result.rosterRows,
          lines: result.billedLines,
          matched: result.matched,
        })}{" "}
        {invoiceHref
          ? renderLink({
              href: invoiceHref(result.invoiceId),
              className: link,
              children: fill(words.billLink, { month }),
            })
          : null}
      </p>
      {count === 0 ? (
        <FeedbackBar variant="success" title={words.agrees}>
          {words.agreesDetail}
        </FeedbackBar>
      ) : (
        <>
          <p role="status" className="m-0 font-semibold" data-difference-count="">
            {fillCounted(words.differencesFound, count, { count, explained: result.counts.explained })}
          </p>
          {reconcileKinds.map((kind) => {
            const rows = result.differences.filter((d) => d.kind === kind);
            const headingId = `${ids}-${kind}`;
            return (
              <section key={kind} aria-labelledby={headingId} className="grid gap-2" data-kind={kind}>
                <h4 id={headingId} className="m-0 font-semibold">
                  {fill(words.kindCount, { title: words.kindTitles[kind], count: rows.length })}
                </h4>
                {rows.length === 0 ? (
                  <p className="m-0 text-muted-foreground">{words.kindNone}</p>
                ) : (
                  <>
                    <p className="m-0 text-muted-foreground text-sm">{words.kindIntros[kind]}</p>
                    <DifferenceTable
                      kind={kind}
                      rows={rows}
                      words={words}
                      employeeHref={employeeHref}
                      renderLink={renderLink}
                    />
                  </>
                )}
              </section>
            );
          })}
        </>
      )}
      <section aria-labelledby={`${ids}-columns`} className="grid gap-1">
        <h4 id={`${ids}-columns`} className="m-0 font-semibold">
          {words.columnsTitle}
        </h4>
        <p className="m-0 text-muted-foreground text-sm">{words.columnsIntro}</p>
        <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1" data-columns-read="">
          {result.columns.map((column) => (
            <div key={column.field} className="contents">
              <dt className="font-semibold">{words.fields[column.field] ?? column.field}</dt>
              <dd className="m-0">
                {fill(words.columnRead, { heading: column.heading, column: column.column })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </section>
  );
}

/**
 * Reconcile (docs/features/billing.md, "Reconcile page"): the administrator chooses a group and one
 * of its billed months, drops or chooses the client's own roster or payroll (.xlsx or CSV, the bulk
 * upload's drop zone pattern: the zone is no control, its button is), follows the upload, and sees
 * either the server's refusal with the rows and columns at fault or the differences member by member
 * in three kinds, each with the change on file that explains it and a link to the employee, and the
 * columns the server read. Fetches nothing.
 */
export function BillingReconcileCard({
  groups,
  groupsLoading = false,
  groupsFailure,
  hasMoreMonths = false,
  loadingMoreMonths = false,
  onMoreMonths,
  choice,
  onChoose,
  upload = { kind: "idle" },
  onFile,
  result,
  resultFileName,
  employeeHref,
  invoiceHref,
  renderLink = plainBillingLink,
  maxBytes = ELIGIBILITY_FILE_MAX_BYTES,
  copy,
}: BillingReconcileCardProps) {
  const words = { ...defaultBillingReconcileCopy, ...copy };
  const working = upload.kind === "working";
  const ready = choice !== null && !working;
  let body: ReactNode;
  if (groupsFailure !== undefined || (groupsLoading && groups.length === 0))
    body = <BillingLoadState failure={groupsFailure} loading={words.groupsLoading} />;
  else if (groups.length === 0) body = <p className="m-0">{words.noBills}</p>;
  else {
    body = (
      <div className="grid gap-5">
        <BillChoice
          groups={groups}
          choice={choice}
          onChoose={onChoose}
          hasMoreMonths={hasMoreMonths}
          loadingMoreMonths={loadingMoreMonths}
          onMoreMonths={onMoreMonths}
          disabled={working}
          words={words}
        />
        <FileDropZone
          accept={reconcileAcceptedFiles}
          maxBytes={maxBytes}
          onFile={onFile}
          disabled={!ready}
          refusal={
            upload.kind === "refused"
              ? {
                  title: words.refusedTitle,
                  lead: fill(words.refusedFile, { file: upload.fileName }),
                  message: upload.message,
                  next: words.refusedNext,
                  problems: upload.problems,
                }
              : undefined
          }
          copy={words}
        />
        {upload.kind === "working" ? (
          <BulkProgress
            label={fill(words.progressLabel, { file: upload.fileName })}
            percent={upload.comparing ? undefined : upload.percent}
            status={
              upload.comparing
                ? fill(words.comparing, { file: upload.fileName })
                : upload.percent === undefined
                  ? fill(words.uploadingUnknown, { file: upload.fileName })
                  : fill(words.uploading, {
                      file: upload.fileName,
                      percent: String(Math.round(upload.percent)),
                    })
            }
          />
        ) : null}
        {result && !working ? (
          <ReconcileResult
            result={result}
            fileName={resultFileName}
            words={words}
            employeeHref={employeeHref}
            invoiceHref={invoiceHref}
            renderLink={renderLink}
          />
        ) : null}
      </div>
    );
  }
  return (
    <TitledSection slot="billing-reconcile" busy={working || groupsLoading} title={words.title}>
      <div className="grid gap-4">
        <p className="m-0">{words.intro}</p>
        {body}
      </div>
    </TitledSection>
  );
}
