import { brandFamilies } from "@epr/brand-themes/registry";
import { type Session, sessionSchema } from "@epr/contract";

/**
 * Signed-in sessions for the portal's DOM tests, one shape for all of them (tests only: nothing
 * the app imports).
 */

/** The demo client's brand: the first of the Harbor family, as the registry lists it. */
const harborBrand = brandFamilies.harbor[0] ?? "";

/** The demo administrator of the seed (`demo.admin`). */
export const demoAdmin = {
  loginId: "demo.admin",
  firstName: "Dana",
  lastName: "Demo",
  email: "dana@example.com",
  company: "Northwind",
  role: "plan_admin",
  viewOnly: false,
  multiClient: false,
} as const;

/** A session before a client is chosen, ending at the given idle and absolute ends (ms since the epoch). */
export function sessionEnding(idleEnd: number, absoluteEnd: number): Session {
  const iso = (ms: number) => new Date(ms).toISOString();
  return sessionSchema.parse({
    admin: demoAdmin,
    employer: null,
    brandCode: harborBrand,
    entitlements: {},
    groups: [],
    idleExpiresAt: iso(idleEnd),
    expiresAt: iso(absoluteEnd),
  });
}

/** A session acting for the demo client in `brandCode`; `view` is the employees entitlement. */
export function employerSession(brandCode = harborBrand, view = true) {
  return {
    admin: demoAdmin,
    employer: { clientNumber: "100001", clientName: "Northwind Harbor Logistics", status: "active" },
    brandCode,
    entitlements: {
      employees: { view, edit: view },
      claims: true,
      idTheft: true,
      clientQualifiers: {},
      reports: {},
    },
    groups: [],
  };
}
