import { isNoPcpNumber, pcpValidationMessages } from "./pcp.js";

/** A provider of the directory as the PCP validation reads it (enrollment.md §4 Provider validation). */
export interface DirectoryProvider {
  providerNumber: string;
  name: string;
  acceptingNewPatients: boolean;
  /** Lines of business the provider serves as PCP (HMO, POS, …). */
  insuranceLines: readonly string[];
  /** Plan area codes the provider serves (363 default, 375 AHPA; enrollment.md §9). */
  planAreaCodes: readonly string[];
}

/** What a PCP validation asks (enrollment.md §7 Validate PCP), dates already read. */
export interface PcpValidationQuestion {
  pcpNum: string;
  planAreaCde: string;
  insuranceLineCde: string;
  existingPatient: boolean;
}

/**
 * Why a provider is not accepted as PCP. The spec reads the service's returnCodeDescription
 * (enrollment.md §7) without giving its wording; these sentences and codes are ours, except the
 * empty answer's 'Please enter a valid Provider Number.'.
 */
export const pcpDirectoryMessages = {
  notFound: pcpValidationMessages.invalidProviderNumber,
  lineOfBusiness: "This provider is not a primary care provider for this plan.",
  planArea: "This provider does not serve the member's plan area.",
  closedPanel: "This provider is not accepting new patients.",
} as const;

/** The outcome of validating a PCP against the directory. */
export type PcpDirectoryOutcome =
  | { ok: true; provider: DirectoryProvider | null }
  | { ok: false; returnCode: keyof typeof pcpDirectoryMessages; returnCodeDescription: string };

/**
 * Validates a PCP choice against the provider directory (enrollment.md §4 Provider validation,
 * §7 Validate PCP): a no-PCP number (002759262, 999999, BC…, IP…) is accepted with no provider;
 * an unknown number is the empty answer 'Please enter a valid Provider Number.'; otherwise the
 * provider must serve the line of business and the plan area, and accept new patients unless the
 * member is an existing patient.
 */
export function validatePcpInDirectory(
  question: PcpValidationQuestion,
  provider: DirectoryProvider | null,
): PcpDirectoryOutcome {
  if (isNoPcpNumber(question.pcpNum)) return { ok: true, provider: null };
  const fail = (returnCode: keyof typeof pcpDirectoryMessages): PcpDirectoryOutcome => ({
    ok: false,
    returnCode,
    returnCodeDescription: pcpDirectoryMessages[returnCode],
  });
  if (!provider) return fail("notFound");
  if (!provider.insuranceLines.includes(question.insuranceLineCde.toUpperCase()))
    return fail("lineOfBusiness");
  if (!provider.planAreaCodes.includes(question.planAreaCde)) return fail("planArea");
  if (!provider.acceptingNewPatients && !question.existingPatient) return fail("closedPanel");
  return { ok: true, provider };
}
