import type { BrandRecord } from "@epr/brand-themes";
import { type Address, type FindADoctorTarget, findADoctorLink } from "@epr/domain";

/** Where the Find a Doctor link points from: the client, the group and the subscriber's address. */
export interface FindADoctorContext {
  clientNumber: string;
  groupNumber: string;
  /** The group's plan area code (group additional information), asked only by a brand with an AHPA code. */
  planAreaCode?: string | null;
  address?: Address | null;
}

/**
 * The brand's Find a Doctor link from this portal (enrollment.md §7 Find a doctor), built by
 * @epr/domain `findADoctorLink` from the brand record; the host the portal runs on tells a test
 * environment (its test finder). The portal has no internal finder page of its own: a brand whose
 * record names the internal directory gets no link here (the provider card's Search Provider
 * Directory is that directory).
 */
export function findADoctorFor(brand: BrandRecord, context: FindADoctorContext): FindADoctorTarget | null {
  return findADoctorLink({
    brand: brand.capabilities,
    hostname: window.location.hostname,
    clientNumber: context.clientNumber,
    groupNumber: context.groupNumber,
    planAreaCode: context.planAreaCode,
    address: context.address
      ? { city: context.address.city, state: context.address.state, zipCode: context.address.zipCode?.base }
      : undefined,
  });
}

/** Whether the brand's link depends on the group's plan area code (6008: 375 makes it AHPA), so the page asks for it. */
export function findADoctorNeedsPlanArea(brand: BrandRecord): boolean {
  return brand.capabilities.findADoctor.mode === "external" && brand.capabilities.ahpaPlanAreaCode !== null;
}
