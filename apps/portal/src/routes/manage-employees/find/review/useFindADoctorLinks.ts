import { useBrand } from "@epr/brand-themes";
import type { Session } from "@epr/contract";
import { type EmployeeRecord, formatQueryDate } from "@epr/domain";
import type { FindADoctorLink } from "@epr/ui/cards/employee-summary";
import { useQuery } from "@tanstack/react-query";
import { findADoctorFor, findADoctorNeedsPlanArea } from "../../../../lib/findADoctor.js";
import { groupAdditionalInformationQuery } from "../../../../lib/groupQueries.js";

/**
 * The summary's Find a Doctor links (enrollment.md §7 Find a doctor) for the group shown. A brand
 * whose link depends on the plan area code (6008: 375 is AHPA) waits for the group's additional
 * information as of today; if that fails the link keeps the brand's own directory code.
 */
export function useFindADoctorLinks(
  session: Session | null | undefined,
  record: EmployeeRecord | undefined,
  groupNumber: string,
): FindADoctorLink[] {
  const brand = useBrand();
  const needsPlanArea = findADoctorNeedsPlanArea(brand);
  const today = formatQueryDate(new Date());
  const information = useQuery({
    ...groupAdditionalInformationQuery(groupNumber, today),
    enabled: needsPlanArea && groupNumber !== "",
  });
  if (!session?.employer || !record || groupNumber === "") return [];
  if (needsPlanArea && information.isPending) return [];
  const link = findADoctorFor(brand, {
    clientNumber: session.employer.clientNumber,
    groupNumber,
    planAreaCode: information.data?.payload.planAreaCode,
    address: record.subscriber.address,
  });
  return link ? [{ label: "Find a Doctor", href: link.href, newWindow: link.newWindow }] : [];
}
