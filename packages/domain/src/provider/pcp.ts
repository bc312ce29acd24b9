import type { BrandRules } from "../brand/brandRules.js";
import { PCP_NAME_MAX } from "../limits.js";
import { assistMessages } from "../messages.js";

/** PCP numbers meaning no PCP chosen (enrollment.md §4; assist-employees.md §7). */
export const NO_PCP_NUMBERS: readonly string[] = ["002759262", "999999"];
/** Prefixes meaning no PCP chosen. */
export const NO_PCP_PREFIXES: readonly string[] = ["BC", "IP"];
/** Reason used when no PCP is chosen (enrollment.md §4). */
export const NO_INITIAL_PCP_SELECTION = "NO INITIAL PCP SELECTION";
/** Reason of a provider chosen in the add or edit flow (enrollment.md §3 Provider card). */
export const INITIAL_PCP_SELECTION = "Initial PCP Selection";

/** Whether a PCP number means no PCP: 002759262, 999999, or starting with BC or IP (enrollment.md §4). */
export function isNoPcpNumber(physicianNumber: string | null | undefined): boolean {
  const value = (physicianNumber ?? "").trim().toUpperCase();
  return NO_PCP_NUMBERS.includes(value) || NO_PCP_PREFIXES.some((prefix) => value.startsWith(prefix));
}

/** Cuts a PCP name to 34 characters (enrollment.md §9). */
export function cutPcpName(name: string | null | undefined): string {
  return (name ?? "").slice(0, PCP_NAME_MAX);
}

/** A PCP choice as sent in a payload. */
export interface PcpChoice {
  physicianNumber: string;
  physicianName: string;
  reasonCode: string;
  reasonDescription: string;
}

/**
 * Normalises a PCP choice for a payload (enrollment.md §4; assist-employees.md §7): a no-PCP number
 * clears name and number and uses the reason NO INITIAL PCP SELECTION; names are cut to 34
 * characters; the reason code is trimmed except for brands 6008 and 6009 (`trimsPcpReasonCode`).
 */
export function normalizePcpChoice(
  choice: {
    physicianNumber?: string | null;
    physicianName?: string | null;
    reasonCode?: string | null;
    reasonDescription?: string | null;
  },
  brand: Pick<BrandRules, "trimsPcpReasonCode">,
): PcpChoice {
  const rawReason = choice.reasonCode ?? "";
  const reasonCode = brand.trimsPcpReasonCode ? rawReason.trim() : rawReason;
  if (isNoPcpNumber(choice.physicianNumber)) {
    return {
      physicianNumber: "",
      physicianName: "",
      reasonCode,
      reasonDescription: NO_INITIAL_PCP_SELECTION,
    };
  }
  return {
    physicianNumber: (choice.physicianNumber ?? "").trim(),
    physicianName: cutPcpName(choice.physicianName),
    reasonCode,
    reasonDescription: choice.reasonDescription ?? INITIAL_PCP_SELECTION,
  };
}

/**
 * A provider is required only if a physician number is entered or the group requires a provider;
 * its effective date is then also required (enrollment.md §5 Provider).
 */
export function providerRequired(
  physicianNumber: string | null | undefined,
  groupRequiresProvider: boolean | null | undefined,
) {
  return Boolean((physicianNumber ?? "").trim()) || Boolean(groupRequiresProvider);
}

/**
 * A plan is AHPA when its plan area code is the brand's AHPA code (enrollment.md §7, §9: brand 6008
 * with plan area code 375); brands without one never are.
 */
export function isAhpa(
  brand: Pick<BrandRules, "ahpaPlanAreaCode">,
  planAreaCode: string | null | undefined,
): boolean {
  return brand.ahpaPlanAreaCode !== null && planAreaCode === brand.ahpaPlanAreaCode;
}

/** Messages of PCP validation (assist-employees.md §5 Change PCP). */
export const pcpValidationMessages = {
  notValid: "Not a valid PCP.",
  unexpected: "Unexpected PCP validation results.",
  noIndicator: "Not a valid PCP number.",
  emptyPayload: "Not a valid PCP. Response payload is empty",
  serverError: "Server error. Please try again later. Sorry.",
  /** Validate PCP with an empty payload in the enrollment flow (enrollment.md §7; session-and-admin.md §5). */
  invalidProviderNumber: "Please enter a valid Provider Number.",
} as const;

/** Outcome of a PCP validation call. */
export type PcpValidationOutcome = { ok: true } | { ok: false; message: string };

/**
 * Interprets a PCP validation response (assist-employees.md §5): Y is success; N uses the server
 * message or 'Not a valid PCP.'; any other value 'Unexpected PCP validation results.'; no indicator
 * 'Not a valid PCP number.'; an empty payload 'Not a valid PCP. Response payload is empty'; an error
 * the server message or 'Server error. Please try again later. Sorry.'.
 */
export function interpretPcpValidation(
  response:
    | { error: true; message?: string | null }
    | { error?: false; payload?: { pcpAcceptedInd?: string | null; statusMessage?: string | null } | null },
): PcpValidationOutcome {
  if (response.error) return { ok: false, message: response.message || pcpValidationMessages.serverError };
  const payload = response.payload;
  if (!payload || Object.keys(payload).length === 0)
    return { ok: false, message: pcpValidationMessages.emptyPayload };
  const indicator = payload.pcpAcceptedInd;
  if (indicator === undefined || indicator === null || indicator === "") {
    return { ok: false, message: pcpValidationMessages.noIndicator };
  }
  if (indicator === "Y") return { ok: true };
  if (indicator === "N")
    return { ok: false, message: payload.statusMessage || pcpValidationMessages.notValid };
  return { ok: false, message: pcpValidationMessages.unexpected };
}

/**
 * Interprets the change-PCP post result (assist-employees.md §4): success when the first pcpInfo
 * entry has an empty pcpDenyCde; otherwise the message area text with its first letter upper case
 * and the rest lower case, or 'The update was not successful.' when there is none.
 */
export function interpretPcpChange(
  payload: {
    pcpInfo?: { pcpDenyCde?: string | null; msgArea?: string | null }[] | null;
  } | null,
): PcpValidationOutcome {
  const first = payload?.pcpInfo?.[0];
  if (!first) return { ok: false, message: assistMessages.codeError };
  if (!(first.pcpDenyCde ?? "").trim()) return { ok: true };
  const text = (first.msgArea ?? "").trim();
  if (!text) return { ok: false, message: assistMessages.updateNotSuccessful };
  return { ok: false, message: text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() };
}

/** Provider fields copied to other members (assist-employees.md §2.3; enrollment.md §2 copy PCP modal). */
export interface ProviderCopy {
  physicianNumber?: string | null;
  physicianName?: string | null;
  effectiveDate?: string | null;
}

/**
 * Copies provider name, number and effective date to the selected members (assist-employees.md §2.3
 * Copy to Others). Returns member key → copied provider for the selected keys only.
 */
export function copyProviderTo(
  source: ProviderCopy,
  selected: readonly string[],
): Record<string, ProviderCopy> {
  const copy = {
    physicianNumber: source.physicianNumber ?? "",
    physicianName: cutPcpName(source.physicianName),
    effectiveDate: source.effectiveDate ?? "",
  };
  return Object.fromEntries(selected.map((key) => [key, { ...copy }]));
}

/**
 * Providers are assigned only if every validation succeeds (enrollment.md §4 Provider validation on
 * save): returns the providers to assign, or the 'invalid providers' rejection.
 */
export function assignProvidersIfAllValid<P>(
  results: readonly { provider: P; outcome: PcpValidationOutcome }[],
): { ok: true; providers: P[] } | { ok: false; message: "invalid providers" } {
  return results.every((result) => result.outcome.ok)
    ? { ok: true, providers: results.map((result) => result.provider) }
    : { ok: false, message: "invalid providers" };
}
