import { useCallback, useState } from "react";
import { groupApi } from "../../../lib/groupQueries.js";
import { type CoverageCheckServices, checkCoverageStep, type ProviderCheck } from "./coverageChecks.js";
import { providerApi } from "./providerQueries.js";

const services: CoverageCheckServices = {
  validatePcp: (body) => providerApi.validatePcp(body),
  validateReportCodes: (body) => groupApi.validateReportCodes(body),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The Plan Coverage step's provider and report code validation (enrollment.md §4 Provider validation
 * on save), with what it found for the cards: each provider's message by member key (shown on its
 * provider number), the report code errors (placed on their fields by the report codes card), and a
 * failure of the call itself. `run` resolves true when the step may be accepted (a refusal's focus
 * is the step forms' job: `StepForms.refuse`).
 */
export function useCoverageChecks() {
  const [providerErrors, setProviderErrors] = useState<Record<string, string>>({});
  const [reportCodeErrors, setReportCodeErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async (input: {
      providers: ProviderCheck[];
      reportCodes: Parameters<typeof checkCoverageStep>[0]["reportCodes"];
    }) => {
      // Cleared first, so the same message given again reaches its field again.
      setProviderErrors({});
      setReportCodeErrors([]);
      setFailure(null);
      try {
        const result = await checkCoverageStep(input, services);
        setProviderErrors(result.providerErrors);
        setReportCodeErrors(result.reportCodeErrors);
        return result.ok;
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [],
  );
  return { providerErrors, reportCodeErrors, failure, run };
}
