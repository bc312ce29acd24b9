import { subDays, subYears } from "date-fns";
import { formatQueryDate } from "../dates/dates.js";

/**
 * The calling page values that select a document listing (assist-employees.md §2.4). Anything else
 * shows the "calling page not recognized" alert (§8).
 */
export const documentCallingPages = [
  "bene-books",
  "summary-of-benes",
  "group-contracts",
  "preventive-medications",
] as const;
export type DocumentCallingPage = (typeof documentCallingPages)[number];

/** What one listing shows: its heading, its filter's label and the noun of its count (§2.4). */
export interface DocumentListing {
  callingPage: DocumentCallingPage;
  heading: string;
  /** The filter's label: Find Booklets, Find SBCs, Find Contracts, Find lists. */
  findLabel: string;
  /** Singular and plural of the count: booklet(s), SBC(s), contract(s), list(s). */
  noun: { one: string; other: string };
  /** Preventive medication lists need the employees view entitlement (§6). */
  needsEmployeesView: boolean;
}

const listings: Record<DocumentCallingPage, DocumentListing> = {
  "bene-books": {
    callingPage: "bene-books",
    heading: "Benefit Booklets",
    findLabel: "Find Booklets",
    noun: { one: "booklet", other: "booklets" },
    needsEmployeesView: false,
  },
  "summary-of-benes": {
    callingPage: "summary-of-benes",
    heading: "Summary of Benefits and Coverage",
    findLabel: "Find SBCs",
    noun: { one: "SBC", other: "SBCs" },
    needsEmployeesView: false,
  },
  "group-contracts": {
    callingPage: "group-contracts",
    heading: "Group Contracts",
    findLabel: "Find Contracts",
    noun: { one: "contract", other: "contracts" },
    needsEmployeesView: false,
  },
  "preventive-medications": {
    callingPage: "preventive-medications",
    heading: "Preventive Medication Lists",
    findLabel: "Find Lists",
    noun: { one: "list", other: "lists" },
    needsEmployeesView: true,
  },
};

/** The listing a calling page value selects, or null when it is not one we know (§2.4, §8 alert). */
export function documentListingFor(callingPage: string | null | undefined): DocumentListing | null {
  return callingPage && Object.hasOwn(listings, callingPage)
    ? listings[callingPage as DocumentCallingPage]
    : null;
}

/** The count line with singular or plural wording (§2.4): "1 booklet", "3 SBCs", "0 contracts". */
export function documentCountText(count: number, listing: Pick<DocumentListing, "noun">): string {
  return `${count} ${count === 1 ? listing.noun.one : listing.noun.other}`;
}

/**
 * Filters by plan name or group number (§2.4 Find …): a case-insensitive part of the plan name, or
 * the start of the group number. An empty filter keeps everything.
 */
export function matchesDocumentFilter(
  item: { planName: string; groupNumber: string },
  filter: string | null | undefined,
): boolean {
  const needle = (filter ?? "").trim().toLowerCase();
  if (!needle) return true;
  return item.planName.toLowerCase().includes(needle) || item.groupNumber.startsWith(needle);
}

/** Document lookback: 3 years (§9). */
export const DOCUMENT_LOOKBACK_YEARS = 3;
/** Recent documents window: the past 60 days (§2.13, §9). */
export const RECENT_DOCUMENTS_DAYS = 60;
/** SBC download delay before the document is requested (§2.5, §9). */
export const SBC_DOWNLOAD_DELAY_MS = 500;
/** The SBC download modal closes after 3 seconds (§2.5, §9). */
export const SBC_MODAL_CLOSE_MS = 3000;

/**
 * Begin and end dates (MM-dd-yyyy) of the group contracts and riders shown: the last 3 years up to
 * today (§2.5, §9).
 */
export function documentLookbackWindow(today: Date): { beginDate: string; endDate: string } {
  return {
    beginDate: formatQueryDate(subYears(today, DOCUMENT_LOOKBACK_YEARS)),
    endDate: formatQueryDate(today),
  };
}

/** The first day counted as recent by the home page's widget (§2.13: added in the past 60 days). */
export function recentDocumentsSince(today: Date): Date {
  return subDays(today, RECENT_DOCUMENTS_DAYS);
}

/** The error code of a member's SBC request when none exists (§2.5: the spec's DOCUMENTS-NOT-FOUND). */
export const DOCUMENTS_NOT_FOUND = "documents_not_found";

/**
 * What the portal does with a failed SBC request for one employee (§2.5): none exists → the brand's
 * contact message; another error with a message → the browser asks the same URL again to download;
 * anything else → the generic SBC message (§8).
 */
export function sbcRequestFailure(error: {
  code?: string | null;
  message?: string | null;
}): "notFound" | "redirect" | "generic" {
  if (error.code === DOCUMENTS_NOT_FOUND) return "notFound";
  return error.message ? "redirect" : "generic";
}

/** The upper-case ERISA indicator the SBC metadata request sends (§7 isErisaIndicator). */
export function erisaIndicator(erisa: boolean | string | null | undefined): "Y" | "N" {
  return erisa === true || String(erisa ?? "").toUpperCase() === "Y" ? "Y" : "N";
}
