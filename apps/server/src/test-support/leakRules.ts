/**
 * What the leak scans look for in a JSON answer of the API (tests only; the server suite's agents
 * in leakScan.ts, the e2e suite's pages in tests/e2e/leakScan.ts): a full SSN, and the group numbers
 * the answer names, which the scan then compares with what the session may read.
 */

/**
 * A full SSN: nine digits under a key that names an SSN, or the dashed form anywhere (provider and
 * tax numbers are nine digits too, so a bare nine-digit value elsewhere is not one).
 */
const FULL_SSN = /^\d{9}$|^\d{3}-\d{2}-\d{4}$/;
const DASHED_SSN = /^\d{3}-\d{2}-\d{4}$/;
const SSN_KEY = /ssn/i;
/** Keys whose values are our group numbers. */
const GROUP_KEY = /^(groupNumber|groupNumbers|groupNo)$/;
/** Keys whose object is keyed by our group numbers (the per-group results of a submission). */
const GROUPS_BY_KEY = /^(groups|groupResults)$/;
const GROUP_NUMBER = /^\d{6}$/;
/** Other insurers' records (other insurance, Medicare): their numbers are not ours. */
const NOT_OURS = new Set(["otherInsurance", "medicareEligible", "partCInfo", "partDInfo"]);
/** The one answer that is a full SSN by design: the audited reveal (POST /api/employees/{umi}/ssn). */
const REVEAL = /^POST \/api\/employees\/[^/]+\/ssn$/;
/** The API's description: its examples are made up (no member's data), and are not searched. */
const DESCRIPTION = "GET /api/openapi.json";
/**
 * The answers that are the session itself (signing in, its factor steps, reading it, choosing a
 * client): they list its entitlement table, every group it holds (N/A ones too) with their values,
 * and are not searched for groups.
 */
const SESSION_ROUTES = new Set([
  "GET /api/session",
  "POST /api/session",
  "PUT /api/session/client",
  "POST /api/session/factor",
  "POST /api/session/authenticator",
]);

/** "METHOD /path" of a request, as the findings name it. */
export const routeOf = (method: string, url: string) =>
  `${method.toUpperCase()} ${new URL(url, "http://localhost").pathname}`;

/** Whether the answer is the session's own (its entitlement table says which groups it may read). */
export const isSessionAnswer = (route: string) => SESSION_ROUTES.has(route);

export interface AnswerContents {
  /** Full SSNs found, each as where it was. */
  ssns: string[];
  /** The group numbers of ours the answer names (none for the session's own answers). */
  groups: Set<string>;
}

/** What an answer carries that a scan must judge; null for answers the scans do not search. */
export function answerContents(route: string, body: unknown): AnswerContents | null {
  const path = route.slice(route.indexOf(" ") + 1);
  if (route === DESCRIPTION || !path.startsWith("/api/")) return null;
  const ssns: string[] = [];
  const groups = new Set<string>();
  const named = !isSessionAnswer(route);
  const walk = (value: unknown, key: string, ours: boolean) => {
    if (typeof value === "string") {
      if ((DASHED_SSN.test(value) || (SSN_KEY.test(key) && FULL_SSN.test(value))) && !REVEAL.test(route))
        ssns.push(`a full SSN at "${key}"`);
      if (named && ours && GROUP_KEY.test(key) && GROUP_NUMBER.test(value)) groups.add(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item, key, ours);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (named && ours && GROUPS_BY_KEY.test(key) && GROUP_NUMBER.test(k)) groups.add(k);
        walk(v, k, ours && !NOT_OURS.has(k));
      }
  };
  walk(body, "", true);
  return { ssns, groups };
}

/** The entitlement table of a session's own answer: the groups it holds with View or Modify. */
export function readableGroupsOfSession(body: unknown): Set<string> {
  const readable = new Set<string>();
  const collect = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) collect(item);
    else if (value && typeof value === "object") {
      const entry = value as { groupNumber?: unknown; employeeData?: unknown };
      if (typeof entry.groupNumber === "string" && typeof entry.employeeData === "string") {
        if (entry.employeeData === "View" || entry.employeeData === "Modify") readable.add(entry.groupNumber);
      } else for (const v of Object.values(value)) collect(v);
    }
  };
  collect(body);
  return readable;
}
