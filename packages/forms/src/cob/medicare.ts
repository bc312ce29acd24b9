import { isDayBefore, whyEligibleCodes } from "@epr/domain";
import * as z from "zod/mini";
import { checkCode, code, dateText, issue, readFormDate, text, yesNo } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the Medicare card (enrollment.md §5 Medicare; part-specific wording is ours). */
export const medicareMessages = {
  claimNumber:
    "The Medicare Claim number must: be at least 7 characters with at least one alpha character and cannot contain embedded spaces.",
  whyEligible: "Please select why the member is eligible for Medicare",
  ssdi: "Please select whether the member ever collected SSDI",
  partAOrB: "Please enter a Part A or Part B effective date",
  partACancel: "The Part A cancel date cannot be before the Part A effective date",
  partBCancel: "The Part B cancel date cannot be before the Part B effective date",
  ssdiEnd: "The SSDI end date cannot be before the SSDI start date",
  partCCancel: "The Part C cancel date cannot be before the Part C effective date",
  partDCancel: "The Part D cancel date cannot be before the Part D effective date",
  partC: "Please select whether the member has Medicare Part C",
  partD: "Please select whether the member has Medicare Part D",
  partCEffective: "Please enter the Part C effective date",
  partDEffective: "Please enter the Part D effective date",
  bin: "The BIN must be exactly 6 characters",
  binRequired: "The BIN is required when a PCN is entered",
  pcn: "Max of 10 characters allowed",
  carrier: "Max of 35 characters allowed",
  policy: "Max of 17 characters allowed",
  group: "Max of 30 characters allowed",
  date: genericMessages.invalidDate,
} as const;

/** A valid Medicare claim number: 7 to 12 characters, at least one letter, no spaces (enrollment.md §5). */
export function isValidClaimNumber(value: string): boolean {
  return value.length >= 7 && value.length <= 12 && /[A-Za-z]/.test(value) && !/\s/.test(value);
}

const partDates = z.pipe(
  z.nullish(
    z.object({ startDate: dateText(medicareMessages.date), endDate: dateText(medicareMessages.date) }),
  ),
  z.transform((value) => value ?? { startDate: "", endDate: "" }),
);

const partInfo = {
  carrierName: text(medicareMessages.carrier),
  policyNumber: text(medicareMessages.policy),
  groupNumber: text(medicareMessages.group),
  effectiveDate: dateText(medicareMessages.date),
  endDate: dateText(medicareMessages.date),
};

/** Which conditional parts of the Medicare card are asked: each only when its question is answered yes. */
export interface MedicareView {
  /** SSDI start and end dates: ever collected SSDI is yes. */
  ssdiDates: boolean;
  /** Part C details (enrollment.md §4 Save/cleaning: dropped if the part is not flagged). */
  partC: boolean;
  /** Part D details with BIN and PCN. */
  partD: boolean;
}

const isYes = (value: unknown) => yesNo().safeParse(value).data === true;

/**
 * The conditional parts of the Medicare card for the answers given (booleans or "yes"/"no" as the
 * form holds them): the card shows exactly what the schema checks and keeps.
 */
export function medicareView(values: { ssdi?: unknown; partC?: unknown; partD?: unknown }): MedicareView {
  return { ssdiDates: isYes(values.ssdi), partC: isYes(values.partC), partD: isYes(values.partD) };
}

/**
 * The Medicare card (enrollment.md §5 Medicare): claim number required, 7 to 12 characters, at least
 * one letter, no spaces; why eligible required; ever-collected SSDI required; a Part A or Part B
 * effective date required if neither has one; cancel dates not before the matching effective date
 * (Parts A to D and the SSDI dates); Part C and D yes/no required, their effective date required if
 * yes; carrier max 35, policy 17, group 30; Part D BIN exactly 6 characters and required if a PCN is
 * given; PCN max 10 (no format: the PCN validator is always valid). The claim number is trimmed (not
 * upper-cased). The SSDI dates and the Part C and D details are asked only when answered yes: when
 * not, they are not checked and leave the schema empty (enrollment.md §4 Save/cleaning: Part C and D
 * details are dropped if the part is not flagged).
 */
export function medicareFormSchema() {
  return z.pipe(
    z
      .object({
        claimNumber: text(medicareMessages.claimNumber),
        whyEligible: code(whyEligibleCodes, medicareMessages.whyEligible),
        ssdi: yesNo(medicareMessages.ssdi),
        ssdiDates: partDates,
        disStart: dateText(medicareMessages.date),
        partA: partDates,
        partB: partDates,
        partC: yesNo(medicareMessages.partC),
        partCInfo: z.pipe(
          z.nullish(z.object(partInfo)),
          z.transform((value) => value ?? null),
        ),
        partD: yesNo(medicareMessages.partD),
        partDInfo: z.pipe(
          z.nullish(
            z.object({ ...partInfo, bin: text(medicareMessages.bin), pcn: text(medicareMessages.pcn) }),
          ),
          z.transform((value) => value ?? null),
        ),
      })
      .check(
        z.superRefine((values, rc) => {
          if (!isValidClaimNumber(values.claimNumber))
            issue(rc, ["claimNumber"], medicareMessages.claimNumber);
          checkCode(rc, ["whyEligible"], values.whyEligible, whyEligibleCodes, medicareMessages.whyEligible);
          if (values.ssdi === null) issue(rc, ["ssdi"], medicareMessages.ssdi);
          const notBefore = (path: (string | number)[], end: string, start: string, message: string) => {
            const from = readFormDate(start);
            const to = readFormDate(end);
            if (from && to && isDayBefore(to, from)) issue(rc, path, message);
          };
          const view = medicareView(values);
          if (view.ssdiDates)
            notBefore(
              ["ssdiDates", "endDate"],
              values.ssdiDates.endDate,
              values.ssdiDates.startDate,
              medicareMessages.ssdiEnd,
            );
          const aStart = readFormDate(values.partA.startDate);
          const bStart = readFormDate(values.partB.startDate);
          if (!aStart && !bStart) issue(rc, ["partA", "startDate"], medicareMessages.partAOrB);
          notBefore(
            ["partA", "endDate"],
            values.partA.endDate,
            values.partA.startDate,
            medicareMessages.partACancel,
          );
          notBefore(
            ["partB", "endDate"],
            values.partB.endDate,
            values.partB.startDate,
            medicareMessages.partBCancel,
          );
          for (const part of ["C", "D"] as const) {
            const flag = values[`part${part}`];
            const info = values[`part${part}Info`];
            const key = `part${part}Info`;
            if (flag === null)
              issue(rc, [`part${part}`], part === "C" ? medicareMessages.partC : medicareMessages.partD);
            if (!flag) continue;
            if (!info?.effectiveDate) {
              issue(
                rc,
                [key, "effectiveDate"],
                part === "C" ? medicareMessages.partCEffective : medicareMessages.partDEffective,
              );
            }
            if (!info) continue;
            notBefore(
              [key, "endDate"],
              info.endDate,
              info.effectiveDate,
              part === "C" ? medicareMessages.partCCancel : medicareMessages.partDCancel,
            );
            if (info.carrierName.length > 35) issue(rc, [key, "carrierName"], medicareMessages.carrier);
            if (info.policyNumber.length > 17) issue(rc, [key, "policyNumber"], medicareMessages.policy);
            if (info.groupNumber.length > 30) issue(rc, [key, "groupNumber"], medicareMessages.group);
          }
          const d = values.partDInfo;
          if (values.partD && d) {
            if (d.bin && d.bin.length !== 6) issue(rc, ["partDInfo", "bin"], medicareMessages.bin);
            else if (!d.bin && d.pcn) issue(rc, ["partDInfo", "bin"], medicareMessages.binRequired);
            if (d.pcn.length > 10) issue(rc, ["partDInfo", "pcn"], medicareMessages.pcn);
          }
        }),
      ),
    z.transform((values) => {
      const view = medicareView(values);
      return {
        ...values,
        ssdiDates: view.ssdiDates ? values.ssdiDates : { startDate: "", endDate: "" },
        partCInfo: view.partC ? values.partCInfo : null,
        partDInfo: view.partD ? values.partDInfo : null,
      };
    }),
  );
}

/** Medicare card values (input side). */
export type MedicareFormInput = z.input<ReturnType<typeof medicareFormSchema>>;
/** Validated Medicare card values. */
export type MedicareFormValues = z.output<ReturnType<typeof medicareFormSchema>>;
