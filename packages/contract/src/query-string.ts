/** `?a=1&b=2` from the defined values of a query, or "" when none (shared by the call groups). */
export function queryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
