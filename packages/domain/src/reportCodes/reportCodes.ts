import type { ReportCode } from "../entities/coverage.js";
import type { EmployeeRecord } from "../entities/employee.js";

/** Report code values are stored upper-case (enrollment.md §3, §4 Report codes). */
export function upperCaseReportCodes<C extends { value?: string | null }>(codes: readonly C[]): C[] {
  return codes.map((code) =>
    typeof code.value === "string" ? { ...code, value: code.value.toUpperCase() } : code,
  );
}

/** In view mode report codes show only if they have a value (enrollment.md §4 Report codes). */
export function visibleReportCodes<C extends { value?: string | null }>(
  codes: readonly C[],
  editing: boolean,
): C[] {
  return editing
    ? [...codes]
    : codes.filter((code) => typeof code.value === "string" && code.value.trim() !== "");
}

/** A server report code error located on its field. */
export interface ReportCodeError {
  groupNumber: string;
  abbreviatedType: string;
  message: string;
}

const ERROR_PATTERN = /^\s*Group\s+([^:]+?)\s*:\s*(.*?)\s*\(([^()]+)\)\s*$/i;

/**
 * Parses report code validation errors of the form 'Group N: ... (abbr)' (enrollment.md §4 Report
 * codes): the group number, the message between, and the abbreviated type that names the field.
 * Lines of another form are returned in `unparsed`.
 */
export function parseReportCodeErrors(errors: readonly string[]): {
  errors: ReportCodeError[];
  unparsed: string[];
} {
  const parsed: ReportCodeError[] = [];
  const unparsed: string[] = [];
  for (const text of errors) {
    const match = ERROR_PATTERN.exec(String(text));
    if (match) {
      parsed.push({ groupNumber: match[1] ?? "", message: match[2] ?? "", abbreviatedType: match[3] ?? "" });
    } else {
      unparsed.push(String(text));
    }
  }
  return { errors: parsed, unparsed };
}

/** Body of one group's report code validation (enrollment.md §7 Validate report codes). */
export interface ReportCodeValidationRequest {
  groupNumber: string;
  /** MM/dd/yyyy. */
  coverageStartDate: string;
  reportCodes: { abbreviatedType: string; type: string; value: string; required: boolean }[];
}

/** Builds a report code validation request, upper-casing values (enrollment.md §7). */
export function reportCodeValidationRequest(
  groupNumber: string,
  coverageStartDate: string,
  codes: readonly Pick<ReportCode, "abbreviatedType" | "type" | "value" | "required">[],
): ReportCodeValidationRequest {
  return {
    groupNumber,
    coverageStartDate,
    reportCodes: codes.map((code) => ({
      abbreviatedType: code.abbreviatedType ?? "",
      type: code.type,
      value: (code.value ?? "").toUpperCase(),
      required: Boolean(code.required),
    })),
  };
}

/**
 * Writes a group's report codes on the record (enrollment.md §3 memberCoverage reportCodes; §4
 * Report codes): the subscriber's coverage in the group holds them, values upper-cased. A group the
 * subscriber is not covered in is left alone.
 */
export function assignReportCodes<R extends Pick<EmployeeRecord, "subscriber">>(
  record: R,
  groupNumber: string,
  codes: readonly Pick<ReportCode, "type" | "abbreviatedType" | "value" | "required">[],
): R {
  return {
    ...record,
    subscriber: {
      ...record.subscriber,
      memberCoverages: record.subscriber.memberCoverages.map((coverage) =>
        coverage.groupNumber === groupNumber
          ? {
              ...coverage,
              reportCodes: upperCaseReportCodes(
                codes.map((code) => ({
                  type: code.type,
                  abbreviatedType: code.abbreviatedType ?? null,
                  value: code.value ?? "",
                  required: Boolean(code.required),
                })),
              ),
            }
          : coverage,
      ),
    },
  };
}

/**
 * Whether a group's report codes card shows (enrollment.md §4 Report codes: in view mode codes
 * show only if they have a value): always while editing; in view mode only when a code has a value.
 */
export function reportCodesCardVisible(
  codes: readonly { value?: string | null }[],
  editing: boolean,
): boolean {
  return editing || visibleReportCodes(codes, false).length > 0;
}
