import { stepPath } from "./stepPaths.js";

/**
 * Where the provider directory returns (enrollment.md §2): /employer/manage-employees/add/coverage
 * with PCPIndex, PCPNumber and PCPNAME (the name URL-encoded) when a provider was chosen, or only
 * the step when not; the enrollment in progress rides along, so a reload keeps it.
 */
export function directoryReturnPath(
  index: number,
  choice: { physicianNumber: string; physicianName: string } | null,
  enrollmentId: string | null,
): string {
  const base = stepPath("coverage", enrollmentId);
  if (!choice) return base;
  const query = [
    `PCPIndex=${index}`,
    `PCPNumber=${encodeURIComponent(choice.physicianNumber)}`,
    `PCPNAME=${encodeURIComponent(choice.physicianName)}`,
  ].join("&");
  return `${base}${base.includes("?") ? "&" : "?"}${query}`;
}
