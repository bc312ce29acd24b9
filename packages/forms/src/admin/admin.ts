import {
  DEFAULT_WELLNESS_REPORT_NAME,
  groupEntitlementValues,
  reportFormats,
  TOTP_DIGITS,
} from "@epr/domain";
import * as z from "zod/mini";
import { checkCode, code, issue, text, withoutControlCharacters } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the administration forms (session-and-admin.md §5; wording ours where the spec has none). */
export const adminMessages = {
  mfaRequired: "Required",
  mfaFormat: "Please enter the code you received",
  reportFormat: "Please select a report format",
  reportName: "Please enter a report name",
  selectGroup: "Please select at least one group",
  medicareGroup: "Groups flagged for Medicare cannot be selected",
  entitlementValue: genericMessages.format,
  tooLong: genericMessages.tooLong,
  /** An authenticator code is six digits (TOTP, beyond the spec; our wording). */
  authenticatorCode: "Enter the 6-digit code from your authenticator app",
} as const;

/**
 * The census or wellness report request (session-and-admin.md §3, §4): report format Excel (default)
 * or PDF; SSN mask Y (default) or N; chosen groups (none chosen: all listed groups are used — pass
 * them as `listedGroups`); report name for wellness only (default 'ND Wellness Taxation Report -
 * Monthly'). The output is the request payload with groupNumbersList comma-joined.
 */
export function censusReportFormSchema(ctx: {
  reportType: "census" | "wellness";
  listedGroups: readonly string[];
}) {
  return z.pipe(
    z
      .object({
        reportFormat: z.pipe(
          code(reportFormats, adminMessages.reportFormat),
          z.transform((value) => value || "Excel"),
        ),
        ssnMask: z.pipe(
          z.nullish(z.boolean({ error: genericMessages.format })),
          z.transform((value) => value ?? true),
        ),
        groupNumbers: z._default(
          z.array(withoutControlCharacters(z.string()), { error: genericMessages.format }),
          [],
        ),
        reportName: text(),
      })
      .check(
        z.superRefine((values, rc) => {
          checkCode(rc, ["reportFormat"], values.reportFormat, reportFormats, adminMessages.reportFormat);
          if (values.reportName.length > 100) issue(rc, ["reportName"], adminMessages.tooLong);
        }),
      ),
    z.transform((values) => ({
      reportFormat: values.reportFormat,
      ssnMask: values.ssnMask ? ("Y" as const) : ("N" as const),
      groupNumbersList: (values.groupNumbers.length > 0 ? values.groupNumbers : ctx.listedGroups).join(","),
      ...(ctx.reportType === "wellness"
        ? { reportName: values.reportName || DEFAULT_WELLNESS_REPORT_NAME }
        : {}),
    })),
  );
}

/** Census request values (input side). */
export type CensusReportFormInput = z.input<ReturnType<typeof censusReportFormSchema>>;
/** Census request payload. */
export type CensusReportRequest = z.output<ReturnType<typeof censusReportFormSchema>>;

/**
 * The MFA passcode (session-and-admin.md §5): must not be empty ('Required'); the attempt counting
 * and lockout after 3 live in @epr/domain `mfaReducer`. Letters and digits only, at most 12 (ours).
 */
export function mfaCodeFormSchema() {
  return z.object({ code: text(adminMessages.mfaRequired) }).check(
    z.superRefine((values, rc) => {
      if (!values.code) issue(rc, ["code"], adminMessages.mfaRequired);
      else if (!/^[A-Za-z0-9]{1,12}$/.test(values.code)) issue(rc, ["code"], adminMessages.mfaFormat);
    }),
  );
}

/**
 * The authenticator app's code (TOTP, beyond the spec): empty is 'Required' (as a passcode, §5), anything
 * but `TOTP_DIGITS` digits is refused with `adminMessages.authenticatorCode`.
 */
export function authenticatorCodeFormSchema() {
  const pattern = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
  return z.object({ code: text(adminMessages.mfaRequired) }).check(
    z.superRefine((values, rc) => {
      if (!values.code) issue(rc, ["code"], adminMessages.mfaRequired);
      else if (!pattern.test(values.code)) issue(rc, ["code"], adminMessages.authenticatorCode);
    }),
  );
}

/**
 * The group entitlement edit (session-and-admin.md §2, §4): at least one selected group, none flagged
 * for Medicare; new Employee Data and Spending Account values are View, Modify, N/A or empty (empty
 * keeps the existing value; see @epr/domain `applyGroupEntitlementEdit`).
 */
export function groupEntitlementFormSchema(ctx: { medicareGroups?: readonly string[] } = {}) {
  const values = ["", ...groupEntitlementValues] as const;
  return z
    .object({
      selectedGroups: z._default(
        z.array(withoutControlCharacters(z.string()), { error: adminMessages.selectGroup }),
        [],
      ),
      employeeData: code(values),
      spendingAccount: code(values),
    })
    .check(
      z.superRefine((input, rc) => {
        if (input.selectedGroups.length === 0) issue(rc, ["selectedGroups"], adminMessages.selectGroup);
        if (input.selectedGroups.some((group) => ctx.medicareGroups?.includes(group))) {
          issue(rc, ["selectedGroups"], adminMessages.medicareGroup);
        }
        checkCode(rc, ["employeeData"], input.employeeData, values, adminMessages.entitlementValue);
        checkCode(rc, ["spendingAccount"], input.spendingAccount, values, adminMessages.entitlementValue);
      }),
    );
}

/** Group entitlement edit values. */
export type GroupEntitlementFormValues = z.output<ReturnType<typeof groupEntitlementFormSchema>>;
