import { assistMessages } from "../messages.js";
import { mustAcceptConditions } from "./clientAccess.js";

/** Group list page size (assist-employees.md §9: 25 per page). */
export const GROUP_LIST_PAGE_SIZE = 25;
/** Client report codes table page size (assist-employees.md §9: 1000 per page). */
export const CLIENT_REPORT_CODES_PAGE_SIZE = 1000;

/** The group list's status filter (assist-employees.md §2.10), Active by default. */
export const groupStatusFilters = ["Active", "Cancelled", "All"] as const;
/** A group list status filter value. */
export type GroupStatusFilter = (typeof groupStatusFilters)[number];
/** §2.10: the group list opens filtered to Active groups. */
export const DEFAULT_GROUP_STATUS_FILTER: GroupStatusFilter = "Active";

/**
 * What the group list says when it shows no group (assist-employees.md §8 "group alert"). The
 * spec's alert, "The service returned no groups.", is for a client with no group at all: nothing
 * typed and every status. A search or a status filter that matches nothing says so in plain words
 * (our wording; the spec is silent): 'No groups match "Harbor".', 'No active groups.',
 * 'No cancelled groups match "100".'. `noGroups` words the truly empty case (a brand's copy).
 */
export function groupListEmptyMessage(
  search: { search: string; status: GroupStatusFilter },
  noGroups: string = assistMessages.noGroups,
): string {
  const text = search.search.trim();
  const kind = search.status === "All" ? "groups" : `${search.status.toLowerCase()} groups`;
  if (text) return `No ${kind} match "${text}".`;
  return search.status === "All" ? noGroups : `No ${kind}.`;
}

/** The client info tabs in order (assist-employees.md §2.1 clientInfo children, §2.10). */
export const clientInfoTabs = [
  { id: "general-info", label: "General Info" },
  { id: "report-codes", label: "Report Codes" },
  { id: "contacts", label: "Contacts" },
  { id: "id-theft", label: "Identity Theft" },
] as const;
/** A client info tab. */
export type ClientInfoTabId = (typeof clientInfoTabs)[number]["id"];

/**
 * The tabs an administrator sees: the identity theft tab needs the idTheft entitlement and a client
 * that is not cancelled or whose conditions were accepted (assist-employees.md §6).
 */
export function visibleClientInfoTabs(input: {
  idTheft: boolean;
  employer: { status: string; conditionsAccepted?: boolean | undefined } | null | undefined;
}): (typeof clientInfoTabs)[number][] {
  const idTheft = input.idTheft && !mustAcceptConditions(input.employer);
  return clientInfoTabs.filter((tab) => tab.id !== "id-theft" || idTheft);
}

/**
 * The six sections group info loads on entry, in order (assist-employees.md §2.10: index 3 is
 * report codes, index 4 identity theft with vendor and status; the others are not shown, so ours).
 */
export const groupInformationSections = [
  { id: "general", title: "General Information" },
  { id: "membership", title: "Membership" },
  { id: "features", title: "Plan Features" },
  { id: "report-codes", title: "Report Codes" },
  { id: "identity-theft", title: "Identity Theft Protection" },
  { id: "products", title: "Products" },
] as const;
/** A group info section id. */
export type GroupInformationSectionId = (typeof groupInformationSections)[number]["id"];

/**
 * A group's member counts (assist-employees.md §3 Group: ccount, acount, tcount; their meaning is
 * not shown): employees whose coverage in the group is cancelled, active, and all of them.
 */
export interface GroupCounts {
  ccount: number;
  acount: number;
  tcount: number;
}

/** The counts from the active and cancelled numbers: the total is their sum. */
export function groupCounts(active: number, cancelled: number): GroupCounts {
  return { ccount: cancelled, acount: active, tcount: active + cancelled };
}
