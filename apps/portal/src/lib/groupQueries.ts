import { groupCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "./featureApi.js";

/**
 * The group calls of every page (enrollment.md §7 Additional group information, report codes; the
 * group's provider network name), keyed under ["groups", groupNumber]: the add flow, the edit, cancel
 * coverage, the summary's Find a Doctor and the group info page share one cache entry per call.
 */

/** The group calls' client; the add flow and the edit check report codes through it too. */
export const groupApi = featureApi(groupCalls);

/** The additional group information as of `day` (MM-dd-yyyy; §7, with parentalCrossLink). */
export const groupAdditionalInformationQuery = (groupNumber: string, day: string) =>
  queryOptions({
    queryKey: ["groups", groupNumber, "additional-information", day],
    queryFn: () => groupApi.groupInformation(groupNumber, day),
    staleTime: 5 * 60_000,
  });

/** The group's report code definitions (group info section index 3; the report codes cards). */
export const groupReportCodesQuery = (groupNumber: string) =>
  queryOptions({
    queryKey: ["groups", groupNumber, "report-codes"],
    queryFn: () => groupApi.groupReportCodes(groupNumber),
    staleTime: 5 * 60_000,
  });

/** The group's product name the provider search narrows to (enrollment.md §7 provider search). */
export const groupNameQuery = (groupNumber: string) =>
  queryOptions({
    queryKey: ["groups", groupNumber, "name"],
    queryFn: () => groupApi.groupName(groupNumber),
    staleTime: 5 * 60_000,
    retry: false,
  });
