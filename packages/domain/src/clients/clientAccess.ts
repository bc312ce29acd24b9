/**
 * Who chooses a client and how (session-and-admin.md §1, §2, §4, §6, §9): internal staff log in
 * as any employer from /clients, multi-client administrators choose one of theirs, producers are
 * recognised by the multi-client cookie, and a cancelled client's administrator accepts its
 * conditions before enrollment, reports and resources open.
 */

/** The cookie set when a client is chosen (session-and-admin.md §4, §9: multiClientID, path /). */
export const MULTI_CLIENT_COOKIE = "multiClientID";

/** Page size of the internal clients list (session-and-admin.md §2 /clients). */
export const CLIENT_SEARCH_PAGE_SIZE = 25;

/** The status filter of the internal clients list; All by default (session-and-admin.md §2). */
export const clientStatusFilters = ["All", "Active", "Cancelled"] as const;
export type ClientStatusFilter = (typeof clientStatusFilters)[number];

/**
 * Internal staff (session-and-admin.md §6: "Internal users can log in as a client via /clients"):
 * a role containing `internal`, case-insensitive, as mcu_admin is recognised.
 */
export function isInternalUser(role: string | null | undefined): boolean {
  return (role ?? "").toLowerCase().includes("internal");
}

/**
 * A producer (broker) is recognised by the multi-client cookie being present (session-and-admin.md
 * §1, §6). `cookieHeader` is a Cookie header or `document.cookie`.
 */
export function isProducer(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => {
    const [name, ...value] = part.trim().split("=");
    return name === MULTI_CLIENT_COOKIE && value.join("=").length > 0;
  });
}

/**
 * Whether the administrator must accept the cancelled client's conditions first
 * (session-and-admin.md §2, §4 Cancelled client): the client is cancelled and this administrator
 * has not agreed. No client chosen: nothing to accept yet.
 */
export function mustAcceptConditions(
  employer: { status: string; conditionsAccepted?: boolean | undefined } | null | undefined,
): boolean {
  return employer?.status === "cancelled" && employer.conditionsAccepted !== true;
}
