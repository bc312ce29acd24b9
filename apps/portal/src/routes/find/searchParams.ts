import { type CleanSearchData, cleanSearchData } from "@epr/forms";

/** The search lives in the URL (param searchData, enrollment.md §2), so back, reload and links keep it. */
export function searchFromParams(params: URLSearchParams): CleanSearchData | null {
  return cleanSearchData({
    lastName: params.get("lastName"),
    groupNumber: params.get("groupNumber"),
    memberId: params.get("memberId"),
  });
}

export function paramsFromSearch(search: CleanSearchData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  return params;
}
