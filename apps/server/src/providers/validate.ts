import type { ValidatePcpResponse } from "@epr/contract";
import { type PcpValidationQuestion, validatePcpInDirectory } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { providerByNumber } from "./queries.js";

/**
 * Validates one PCP choice against the built-in directory (enrollment.md §4 Provider validation on
 * save, §7 Validate PCP), answering as the validate-pcp route does: the provider in payload when
 * accepted (null for a no-PCP number), otherwise the reason in returnCodeDescription. The route and
 * the final save both call this, so a save is refused for exactly what the portal was told.
 */
export async function validatePcp(
  db: Queryable,
  question: PcpValidationQuestion,
): Promise<ValidatePcpResponse> {
  const provider = await providerByNumber(db, question.pcpNum);
  const outcome = validatePcpInDirectory(question, provider);
  if (!outcome.ok)
    return {
      valid: false,
      payload: null,
      returnCode: outcome.returnCode,
      returnCodeDescription: outcome.returnCodeDescription,
    };
  return {
    valid: true,
    payload: outcome.provider
      ? { physicianNumber: outcome.provider.providerNumber, physicianName: outcome.provider.name }
      : null,
    returnCode: null,
    returnCodeDescription: null,
  };
}
