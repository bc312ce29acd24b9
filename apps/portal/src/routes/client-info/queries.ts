import { clientInformationCalls, type GroupListQuery } from "@epr/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";

/** The client information calls (assist-employees.md §7), a client of their own (each route under 100 kB). */
const clientInformationApi = featureApi(clientInformationCalls);

/**
 * The client and group information calls (assist-employees.md §7 clientInformation), keyed under
 * ["client-information"] so an identity theft save refreshes the group info's section 4 too.
 */
export const clientGeneralInfoQuery = queryOptions({
  queryKey: ["client-information", "general-info"],
  queryFn: () => clientInformationApi.clientGeneralInfo(),
});

export const clientContactsQuery = queryOptions({
  queryKey: ["client-information", "contacts"],
  queryFn: () => clientInformationApi.clientContacts(),
});

/** One page (1000, §9) of the client's report codes; `after` is the page's cursor. */
export const clientReportCodesQuery = (after: string | undefined) =>
  queryOptions({
    queryKey: ["client-information", "report-codes", after ?? ""],
    queryFn: () => clientInformationApi.clientReportCodes(after ? { after } : {}),
    placeholderData: keepPreviousData,
  });

/** One page (25, §9) of the group list. */
export const groupListQuery = (query: GroupListQuery) =>
  queryOptions({
    queryKey: ["client-information", "groups", query],
    queryFn: () => clientInformationApi.groupList(query),
    placeholderData: keepPreviousData,
  });

export const groupDetailQuery = (groupNumber: string) =>
  queryOptions({
    queryKey: ["client-information", "group", groupNumber],
    queryFn: () => clientInformationApi.groupDetail(groupNumber),
  });

export const groupContactsQuery = (groupNumber: string) =>
  queryOptions({
    queryKey: ["client-information", "group", groupNumber, "contacts"],
    queryFn: () => clientInformationApi.groupContacts(groupNumber),
  });

/** getBrandGroups (§7) for the portal's identity theft vendor: group info's section 4. */
export const brandGroupsQuery = queryOptions({
  queryKey: ["client-information", "brand-groups"],
  queryFn: () => clientInformationApi.brandGroups(),
});
