import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { serverURL } from "./server.js";

/**
 * The data a test makes for itself through the e2e server's fixture routes
 * (apps/server/src/test-support/e2e-fixtures.ts): its own administrators and employees, with unique
 * names, so no test depends on another's leftovers, on the order tests run in, or on the demo
 * logins' state (sessions, failed logins, throttles).
 */
export const FIXTURE_PASSWORD = "E2e-Fixture-Passw0rd";

export interface FixtureAdmin {
  loginId: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface FixtureEmployee {
  umi: string;
  firstName: string;
  lastName: string;
  groupNumbers: string[];
}

async function fixture<T>(path: string, body: unknown): Promise<T> {
  const baseURL = serverURL();
  const res = await fetch(`${baseURL}/__e2e${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`fixture ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

const unique = () => randomBytes(4).toString("hex");

/**
 * A plan administrator of its own. Default: may modify every group of the demo client (brand
 * 6008). `viewOnly` gives View access and a login ID containing VIEW, as the spec marks it.
 */
export async function createAdmin(
  options: {
    viewOnly?: boolean;
    role?: "plan_admin" | "mcu_admin" | "internal";
    clientNumbers?: string[];
    firstName?: string;
    lastName?: string;
    /** MFA enrolled with its own address: the sign-in asks for the e-mailed code. */
    mfaEnrolled?: boolean;
    /** Signs in with a temporary password: Verify & Agree, then the change (session-and-admin.md §4). */
    temporaryPassword?: boolean;
    /** Employee Data N/A in every group (the reports landing's 100212, session-and-admin.md §8). */
    noGroupAccess?: boolean;
    /** Groups it may only view (Employee Data View), the others staying as `viewOnly` says (enrollment.md §6). */
    viewGroups?: string[];
    /** Holds the Super User Role: manages the client's plan administrators. */
    superUser?: boolean;
    /** Report entitlements it does not hold (session-and-admin.md §6). */
    withoutReports?: ("enrollment" | "CensusReports" | "WellnessReports")[];
  } = {},
): Promise<FixtureAdmin> {
  const loginId = `e2e.${options.viewOnly ? "VIEW" : "admin"}.${unique()}`;
  const made = await fixture<Omit<FixtureAdmin, "password">>("/admins", {
    loginId,
    password: FIXTURE_PASSWORD,
    access: options.viewOnly ? "View" : "Modify",
    ...(options.role ? { role: options.role } : {}),
    ...(options.clientNumbers ? { clientNumbers: options.clientNumbers } : {}),
    ...(options.firstName ? { firstName: options.firstName } : {}),
    ...(options.lastName ? { lastName: options.lastName } : {}),
    ...(options.mfaEnrolled ? { mfaEnrolled: true } : {}),
    ...(options.temporaryPassword ? { temporaryPassword: true } : {}),
    ...(options.noGroupAccess ? { noGroupAccess: true } : {}),
    ...(options.viewGroups ? { viewGroups: options.viewGroups } : {}),
    ...(options.superUser ? { superUser: true } : {}),
    ...(options.withoutReports ? { withoutReports: options.withoutReports } : {}),
  });
  return { ...made, password: FIXTURE_PASSWORD };
}

/**
 * What accepting a cancelled client's conditions stored for `admin` (session-and-admin.md §4): its
 * acknowledgements and the e-mails sent to it.
 */
export async function conditionsOf(admin: FixtureAdmin): Promise<{
  acceptances: { clientNumber: string; confirmationEmail: string }[];
  outbox: { subject: string; body: string }[];
}> {
  return fixture("/cancelled-conditions", { loginId: admin.loginId });
}

/** Letters only, so a last name made unique is still a valid name to search for. */
const uniqueLetters = () => Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join("");

/** An employee of the demo client (or `clientNumber`) whose last name no other employee has. */
export async function createEmployee(
  options: {
    clientNumber?: string;
    groupNumber?: string;
    firstName?: string;
    /** Plan-coverage history rows in its first group, one by each administrator named. */
    planHistoryBy?: string[];
    /** Covered in each of these groups of the client (instead of `groupNumber`). */
    groupNumbers?: string[];
    /** The subscriber's PCP and tobacco answer in every group it is covered in. */
    subscriberCoverage?: {
      physicianNumber: string;
      physicianName: string;
      tobaccoStatus: "T" | "N";
      tobaccoUsageDate?: string;
    };
    /** Claims of every status and type over the last two years (assist-employees.md §2.9). */
    claims?: boolean;
    /** Spending accounts in each of its groups that offers them (assist-employees.md §2.7). */
    spending?: boolean;
    /** Exactly this many dependents covered like the subscriber (the change-PCP journey). */
    dependents?: number;
  } = {},
): Promise<FixtureEmployee> {
  return fixture<FixtureEmployee>("/employees", {
    ...options,
    lastName: `Quill${uniqueLetters()}`,
  });
}

/** Ends every session of the administrator now, as an idle timeout would. */
export async function expireSessions(admin: FixtureAdmin): Promise<number> {
  const { expired } = await fixture<{ expired: number }>("/sessions/expire", { loginId: admin.loginId });
  return expired;
}

/**
 * Signs the context in through the API (its cookie jar is the browser's): quick, for tests about
 * what comes after the login. The Origin header is what a same-origin page sends.
 */
export async function signIn(context: BrowserContext, admin: FixtureAdmin) {
  const res = await context.request.post("/api/session", {
    data: { loginId: admin.loginId, password: admin.password },
    headers: { origin: serverURL() },
  });
  expect(res.status(), `sign-in of ${admin.loginId}: ${await res.text()}`).toBe(200);
}

/** Logs in through the login form, as a person does. */
export async function logInThroughForm(page: Page, admin: FixtureAdmin, password = admin.password) {
  await page.getByLabel("User ID").fill(admin.loginId);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export interface FixtureEnrollment {
  id: string;
  firstName: string;
  lastName: string;
  status: "SAVED" | "SUBMITTED" | "PARTIAL_SUBMIT";
  /** Five stars and the SSN's last four, as the list shows it. */
  memberId: string;
}

/**
 * An enrollment in process of the demo client (or `clientNumber`) whose subscriber's last name no
 * other has, so the test finds its own row among the demo's.
 */
export async function createEnrollment(
  options: { clientNumber?: string; status?: FixtureEnrollment["status"] } = {},
): Promise<FixtureEnrollment> {
  // "A" sorts it onto the list's first page (ordered by last name), among the demo's rows.
  return fixture<FixtureEnrollment>("/enrollments", { ...options, lastName: `Aaqa${uniqueLetters()}` });
}

/**
 * The verification code of the newest e-mail to the administrator, read from the server's outbox
 * table as `npm run outbox` shows it.
 */
export async function latestPasscode(admin: FixtureAdmin): Promise<string> {
  const message = await fixture<{ subject: string; body: string }>("/outbox/latest", {
    loginId: admin.loginId,
  });
  const code = /verification code is (\d+)\./.exec(message.body)?.[1];
  if (!code) throw new Error(`no verification code in the newest e-mail to ${admin.loginId}`);
  return code;
}

/**
 * Makes opting `groupNumber` into identity theft protection allowed today (assist-employees.md §9):
 * its client's coverage starts today (a new client's 30 days) and the group has never opted in.
 */
export async function allowIdentityTheftOptIn(groupNumber: string): Promise<void> {
  await fixture("/identity-theft", { groupNumber });
}

/** What the server stored for a group's identity theft protection, and who changed it last. */
export async function identityTheftStateOf(
  groupNumber: string,
): Promise<{ optedIn: boolean | null; changedBy: string | null }> {
  return fixture("/identity-theft/state", { groupNumber });
}

/**
 * Opens `loginId` from the Plan Administrators list (100 a page), paging on until its row shows.
 * A Next clicked again while a page loads is the same move (useKeysetPages), so no page is skipped.
 */
export async function openPlanAdminFromList(page: Page, loginId: string) {
  const link = page.getByRole("link", { name: loginId, exact: true });
  await expect
    .poll(
      async () => {
        if (await link.isVisible()) return true;
        const next = page.getByRole("button", { name: "Next page" });
        if (await next.isEnabled()) await next.click();
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await link.click();
}
