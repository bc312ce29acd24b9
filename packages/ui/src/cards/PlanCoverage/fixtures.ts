import { type CoveragePlanOption, type CoverageType, SUBSCRIBER_KEY } from "@epr/domain";
import type { PlanCoverageMember } from "./planCoverageRules.js";

// Shared by the stories and the dom tests: one family and the plans of two groups.

/** The stories' today: 06/15/2026. */
export const today = new Date(2026, 5, 15, 8);

export const subscriber: PlanCoverageMember = {
  key: SUBSCRIBER_KEY,
  name: "Jordan Lind",
  gender: "F",
  birthDate: "02/02/1985",
};
export const spouse: PlanCoverageMember = {
  key: "d1",
  name: "Ana Lind",
  relationshipCode: "01",
  gender: "F",
  birthDate: "03/14/1990",
};
export const partner: PlanCoverageMember = {
  ...spouse,
  name: "Ana Lind",
  relationshipCode: "29",
  gender: "M",
};
/** Born 2012: under 19, the adult dental and vision age. */
export const child: PlanCoverageMember = {
  key: "d2",
  name: "Kim Lind",
  relationshipCode: "02",
  gender: "M",
  birthDate: "01/01/2012",
};
export const family: readonly PlanCoverageMember[] = [subscriber, spouse, child];

/** Plans offered per coverage type, two groups for dental. */
export const plansByType: Record<CoverageType, CoveragePlanOption[]> = {
  MEDICAL: [
    {
      groupNumber: "100200",
      products: [
        {
          productId: "MED-GOLD",
          icisProductType: "PPO",
          productName: "Gold PPO",
          coverageEffectiveDate: "07/01/2026",
        },
        { productId: "MED-SILVER", icisProductType: "HMO", productName: "Silver HMO" },
      ],
    },
  ],
  DENTAL: [
    {
      groupNumber: "100200",
      products: [
        {
          productId: "DEN-ADULT",
          icisProductType: "DEN",
          productName: "Adult Dental Plus",
          coverageEffectiveDate: "07/01/2026",
        },
        { productId: "DEN-BASIC", icisProductType: "DEN", productName: "Dental Basic" },
      ],
    },
    {
      groupNumber: "100300",
      products: [{ productId: "DEN-BASIC", icisProductType: "DEN", productName: "Dental Basic" }],
    },
  ],
  UCCIDENTAL: [
    {
      groupNumber: "100200",
      products: [{ productId: "UCCI-1", icisProductType: "UCCI", productName: "UCCI Dental" }],
    },
  ],
  VISION: [
    {
      groupNumber: "100200",
      products: [{ productId: "VIS-ADULT", icisProductType: "VIS", productName: "Adult Vision" }],
    },
  ],
  DRUG: [
    {
      groupNumber: "100200",
      products: [{ productId: "PDG-1", icisProductType: "PDG", productName: "Drug Card" }],
    },
  ],
  SERVICE: [
    {
      groupNumber: "100200",
      products: [{ productId: "AG-1", icisProductType: "AG", productName: "Wellness Service" }],
    },
  ],
};
