import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/**
 * POST /api/employees/{umi}/ssn: the subscriber's full SSN, for the summary's full-SSN toggle
 * (beyond the spec). Only an administrator who may modify one of the employee's groups gets it; every
 * answer is audited and never cached. Dependents' SSNs stay masked: the toggle is the subscriber
 * section's only (enrollment.md §2 summary).
 */
export const employeeSsnResponseSchema = z.object({
  ssn: z.string().check(z.regex(/^\d{9}$/)),
});
export type EmployeeSsnResponse = z.infer<typeof employeeSsnResponseSchema>;

/** The summary's full-SSN toggle. */
export function employeeSsnCalls(call: ApiCall) {
  return {
    /** The subscriber's full SSN: asked anew on every reveal, never kept; a POST because each view is audited. */
    revealEmployeeSsn: async (umi: string): Promise<string> =>
      (
        await call(`/api/employees/${encodeURIComponent(umi)}/ssn`, employeeSsnResponseSchema, {
          method: "POST",
          cache: "no-store",
        })
      ).ssn,
  };
}
