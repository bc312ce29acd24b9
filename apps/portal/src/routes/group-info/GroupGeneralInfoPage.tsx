import { assistMessages, formatQueryDate, type GroupInformationSectionId } from "@epr/domain";
import { GroupInformationCard } from "@epr/ui/cards/group-information";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { groupAdditionalInformationQuery, groupReportCodesQuery } from "../../lib/groupQueries.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { brandGroupsQuery, groupDetailQuery } from "../client-info/queries.js";
import { useGroupOfPage } from "./GroupInfoLayout.js";

/** The six sections' loads, started together on entry (assist-employees.md §2.10). */
function sectionQueries(groupNumber: string) {
  return {
    detail: groupDetailQuery(groupNumber),
    features: groupAdditionalInformationQuery(groupNumber, formatQueryDate(new Date())),
    reportCodes: groupReportCodesQuery(groupNumber),
    identityTheft: brandGroupsQuery,
  };
}

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  const groupNumber = new URL(request.url).searchParams.get("groupNumber") ?? "";
  const queries = sectionQueries(groupNumber);
  // The group itself must load (its 404 is the page's error); a failed section shows in its place.
  await Promise.all([
    queryClient.ensureQueryData(queries.detail),
    queryClient.prefetchQuery(queries.features),
    queryClient.prefetchQuery(queries.reportCodes),
    queryClient.prefetchQuery(queries.identityTheft),
  ]);
  return null;
}

/**
 * groupInfo /general-info (assist-employees.md §2.10): six sections with expand/collapse all; the
 * membership counts (§3 ccount, acount, tcount), the additional information with parentalCrossLink
 * (§7), report codes at index 3 and identity theft with vendor and status (getBrandGroups) at 4.
 */
export function Component() {
  usePageTitle("Group Information");
  const { groupNumber } = useGroupOfPage();
  const queries = sectionQueries(groupNumber);
  const { data: detail } = useSuspenseQuery(queries.detail);
  const features = useQuery(queries.features);
  const reportCodes = useQuery(queries.reportCodes);
  const brandGroups = useQuery(queries.identityTheft);
  const failed: Partial<Record<GroupInformationSectionId, string>> = {};
  if (features.isError) failed.features = assistMessages.unableToProcess;
  if (reportCodes.isError) failed["report-codes"] = assistMessages.unableToProcess;
  if (brandGroups.isError) failed["identity-theft"] = assistMessages.unableToProcess;
  const theft = brandGroups.data?.payload.find((g) => g.groupNumber === groupNumber);
  return (
    <GroupInformationCard
      group={{
        ...detail.payload,
        features: features.data?.payload ?? null,
        reportCodes: reportCodes.data?.payload ?? [],
        identityTheft: theft ? { vendor: theft.vendor, protectionEnabled: theft.protectionEnabled } : null,
      }}
      failed={failed}
    />
  );
}
