import type { BrandRules } from "../brand/brandRules.js";
import { isAhpa } from "./pcp.js";

/**
 * A brand's Find a Doctor record (enrollment.md §7 Find a doctor), as @epr/brand-themes holds it:
 * - `external`: the brand's provider directory, given client number, group number, the directory's
 *   brand code (the AHPA code instead for an AHPA plan) and speciality pcp;
 * - `provider-finder`: a provider finder given city, state and 5-digit ZIP;
 * - `internal`: the portal's own directory page, given city, state and 5-digit ZIP.
 * The finders name a test address too, used on a test host (`isTestHost`).
 */
export type FindADoctorFinder =
  | {
      mode: "external";
      url: string;
      testUrl: string;
      newWindow: boolean;
      directoryCode: string;
      /** The directory code of an AHPA plan (6008: AHPA; otherwise `directoryCode`). */
      ahpaDirectoryCode?: string;
    }
  | { mode: "provider-finder"; url: string; testUrl: string; newWindow: boolean }
  | { mode: "internal" };

/** What a Find a Doctor link is built from. */
export interface FindADoctorInput {
  /** The brand's flags: its finder and its AHPA plan area code. */
  brand: Pick<BrandRules, "findADoctor" | "ahpaPlanAreaCode">;
  /** Host name the portal is served from; a test host uses the test finder. */
  hostname: string;
  clientNumber: string;
  groupNumber: string;
  /** The group's plan area code (group additional information); 375 makes a 6008 plan AHPA. */
  planAreaCode?: string | null;
  /** The subscriber's address, for the finders searching by place. */
  address?: { city?: string | null; state?: string | null; zipCode?: string | null };
  /** The portal's own directory page, for `internal`; without one an internal finder has no link. */
  internalPath?: string;
}

/** A built Find a Doctor link. */
export interface FindADoctorTarget {
  href: string;
  /** Opens in a new window (enrollment.md §7: 6008, 6009, 6010). */
  newWindow: boolean;
  /** Leaves the portal (an external directory or provider finder). */
  external: boolean;
}

/** The speciality every Find a Doctor search asks for (enrollment.md §7). */
export const FIND_A_DOCTOR_SPECIALITY = "pcp";

// Host name labels of a test environment (enrollment.md §7 leaves the pattern to us): a label that
// is, or ends in, dev, test, qa, uat, stage or staging with an optional number (portal-qa2.…),
// and the local machine.
const testLabel = /^(?:.*-)?(?:dev|test|qa|uat|stage|staging)\d*$/i;
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether a host name is a test environment's, whose links go to the test finder (enrollment.md §7). */
export function isTestHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase();
  if (localHosts.has(host)) return true;
  return host.split(".").some((label) => testLabel.test(label));
}

/** The first five digits of a ZIP (ZIP+4 included); empty when it has fewer. */
export function fiveDigitZip(zipCode: string | null | undefined): string {
  const digits = (zipCode ?? "").replace(/\D/g, "");
  return digits.length >= 5 ? digits.slice(0, 5) : "";
}

function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ""));
  const text = query.toString();
  if (text === "") return base;
  return `${base}${base.includes("?") ? "&" : "?"}${text}`;
}

/**
 * The Find a Doctor link of a brand (enrollment.md §7 Find a doctor): the brand's external directory
 * (6008 AHPA or IBC, 6009 AHNJ) with client number, group number, directory code and speciality pcp,
 * or a provider finder or the internal directory by city, state and 5-digit ZIP; a test host gets
 * the finder's test address. `null` for an internal finder where the caller has no directory page.
 */
export function findADoctorLink(input: FindADoctorInput): FindADoctorTarget | null {
  const { findADoctor: finder } = input.brand;
  const place = {
    city: input.address?.city?.trim() ?? "",
    state: input.address?.state?.trim() ?? "",
    zip: fiveDigitZip(input.address?.zipCode),
  };
  if (finder.mode === "internal") {
    if (!input.internalPath) return null;
    return { href: withQuery(input.internalPath, place), newWindow: false, external: false };
  }
  const base = isTestHost(input.hostname) ? finder.testUrl : finder.url;
  if (finder.mode === "provider-finder") {
    return { href: withQuery(base, place), newWindow: finder.newWindow, external: true };
  }
  // An AHPA plan (6008 with plan area code 375) asks the directory for AHPA instead of IBC.
  const ahpaCode = isAhpa(input.brand, input.planAreaCode) && finder.ahpaDirectoryCode;
  return {
    href: withQuery(base, {
      clientNumber: input.clientNumber,
      groupNumber: input.groupNumber,
      brandCode: ahpaCode || finder.directoryCode,
      speciality: FIND_A_DOCTOR_SPECIALITY,
    }),
    newWindow: finder.newWindow,
    external: true,
  };
}
