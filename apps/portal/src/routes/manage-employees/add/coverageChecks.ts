import type {
  ValidatePcpRequest,
  ValidatePcpResponse,
  ValidateReportCodesRequest,
  ValidateReportCodesResponse,
} from "@epr/contract";
import {
  assignProvidersIfAllValid,
  type PcpValidationOutcome,
  PROVIDER_VALIDATION_DELAY_MS,
  pcpValidationMessages,
} from "@epr/domain";

/** One participant's provider to validate: who (member key) and what the validator is asked. */
export interface ProviderCheck {
  key: string;
  request: ValidatePcpRequest;
}

/** The services the checks call (the typed API client in the portal; fakes in tests). */
export interface CoverageCheckServices {
  validatePcp: (body: ValidatePcpRequest) => Promise<ValidatePcpResponse>;
  validateReportCodes: (body: ValidateReportCodesRequest) => Promise<ValidateReportCodesResponse>;
  /** Waits `ms` milliseconds (enrollment.md §9: 100 ms before provider validation results). */
  wait: (ms: number) => Promise<void>;
}

/** What the checks found: each failed provider's message by member key, the report code errors. */
export interface CoverageCheckResult {
  ok: boolean;
  /** enrollment.md §4 Pre-save rejections: 'invalid providers', 'invalid report codes'. */
  rejections: ("invalid providers" | "invalid report codes")[];
  providerErrors: Record<string, string>;
  /** 'Group N: … (abbr)' lines, as the validator answered them (the report codes card places them). */
  reportCodeErrors: string[];
}

/**
 * Reads a Validate PCP answer (enrollment.md §7): refused with the server's returnCodeDescription
 * (or, without one, 'Please enter a valid Provider Number.'); an accepted answer with an empty payload
 * is refused with 'Please enter a valid Provider Number.'. (A no-PCP number never reaches the
 * validator: the card's output clears it, enrollment.md §4.)
 */
export function readPcpValidation(response: ValidatePcpResponse): PcpValidationOutcome {
  if (!response.valid)
    return {
      ok: false,
      message: response.returnCodeDescription || pcpValidationMessages.invalidProviderNumber,
    };
  if (!response.payload) return { ok: false, message: pcpValidationMessages.invalidProviderNumber };
  return { ok: true };
}

/**
 * The Plan Coverage step's server checks before it is accepted (enrollment.md §4 Provider validation
 * on save): every provider is validated and the results applied after 100 ms (§9), all providers
 * are accepted only if every one is; the report codes of the chosen groups are validated too (an
 * empty answer means valid). Both run at once so every error shows together; any failure rejects.
 */
export async function checkCoverageStep(
  input: { providers: readonly ProviderCheck[]; reportCodes: ValidateReportCodesRequest },
  services: CoverageCheckServices,
): Promise<CoverageCheckResult> {
  const providersChecked = Promise.all(
    input.providers.map(async (check) => ({
      provider: check.key,
      outcome: readPcpValidation(await services.validatePcp(check.request)),
    })),
  ).then(async (results) => {
    await services.wait(PROVIDER_VALIDATION_DELAY_MS);
    return results;
  });
  const reportCodesChecked =
    input.reportCodes.length > 0
      ? services.validateReportCodes(input.reportCodes).then((answer) => answer.payload)
      : Promise.resolve([]);
  const [providerResults, reportCodeErrors] = await Promise.all([providersChecked, reportCodesChecked]);
  const providers = assignProvidersIfAllValid(providerResults);
  const providerErrors = Object.fromEntries(
    providerResults.flatMap(({ provider, outcome }) => (outcome.ok ? [] : [[provider, outcome.message]])),
  );
  const rejections: CoverageCheckResult["rejections"] = [
    ...(providers.ok ? [] : [providers.message]),
    ...(reportCodeErrors.length > 0 ? (["invalid report codes"] as const) : []),
  ];
  return { ok: rejections.length === 0, rejections, providerErrors, reportCodeErrors };
}

/**
 * The Validate PCP question of one participant (enrollment.md §7 Validate PCP: pcpNum, ssn,
 * planAreaCde, dob MM/dd/yyyy, contractId, insuranceLineCde, pcpEffDte MM/dd/yyyy, existingPatient),
 * or null when there is nothing to ask: no number (none chosen, or a no-PCP number the card cleared),
 * or no way to name the subscriber. A resumed enrollment holds the SSN masked: it then
 * names the enrollment in progress by its id, and the server takes the SSN on file.
 */
export function pcpValidationRequest(input: {
  provider: { physicianNumber: string; effectiveDate: string; establishedPatient: boolean };
  subscriberSsn: string | null | undefined;
  /** The enrollment in progress, once saved: used when the SSN is not known here (masked). */
  enrollmentId?: string | null | undefined;
  birthDate: string | null | undefined;
  planAreaCode: string;
  /** The coverage's internal contract id; a new enrollment has none yet, so its group number. */
  contractId: string;
  lineOfBusiness: string;
}): ValidatePcpRequest | null {
  const ssn = (input.subscriberSsn ?? "").replace(/-/g, "");
  const subscriber = /^\d{9}$/.test(ssn)
    ? { ssn }
    : input.enrollmentId
      ? { enrollmentId: input.enrollmentId }
      : null;
  if (!input.provider.physicianNumber || !subscriber) return null;
  return {
    pcpNum: input.provider.physicianNumber,
    ...subscriber,
    planAreaCde: input.planAreaCode,
    dob: input.birthDate ?? "",
    contractId: input.contractId,
    insuranceLineCde: input.lineOfBusiness,
    pcpEffDte: input.provider.effectiveDate,
    existingPatient: input.provider.establishedPatient,
  };
}
