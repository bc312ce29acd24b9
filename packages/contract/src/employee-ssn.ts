import { z } from "zod";

/**
 * POST /api/employees/{umi}/ssn: the subscriber's full SSN, for the summary's full-SSN toggle
 * (beyond the spec). Only an administrator who may modify one of the employee's groups gets it; every
 * answer is audited and never cached. Dependents' SSNs stay masked: the toggle is the subscriber
 * section's only (enrollment.md §2 summary).
 */
export const employeeSsnResponseSchema = z.object({
  ssn: z.string().regex(/^\d{9}$/),
});
export type EmployeeSsnResponse = z.infer<typeof employeeSsnResponseSchema>;
