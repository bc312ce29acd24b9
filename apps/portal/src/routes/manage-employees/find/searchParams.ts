import { type CleanSearchData, cleanSearchData } from "@epr/forms";

/**
 * The search lives in the URL (param searchData, enrollment.md §2), so back, reload and links keep
 * it, except the member ID: it may be an SSN, and no SSN ever goes in an address (addresses are logged).
 * A member-ID search puts an opaque key (`m`) in the address instead; the member ID stays in this
 * tab's memory under that key, so back and forward still find it. After a reload the key is
 * unknown and the member ID is simply not searched again.
 */
const memberIds = new Map<string, string>();
const MEMBER_KEY = "m";

function keyFor(memberId: string): string {
  for (const [key, value] of memberIds) if (value === memberId) return key;
  // getRandomValues, not randomUUID: it exists outside secure contexts too.
  const key = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
  memberIds.set(key, memberId);
  return key;
}

export function searchFromParams(params: URLSearchParams): CleanSearchData | null {
  return cleanSearchData({
    lastName: params.get("lastName"),
    groupNumber: params.get("groupNumber"),
    memberId: memberIds.get(params.get(MEMBER_KEY) ?? "") ?? null,
  });
}

export function paramsFromSearch(search: CleanSearchData): URLSearchParams {
  const params = new URLSearchParams();
  if (search.lastName) params.set("lastName", search.lastName);
  if (search.groupNumber) params.set("groupNumber", search.groupNumber);
  if (search.memberId) params.set(MEMBER_KEY, keyFor(search.memberId));
  return params;
}
