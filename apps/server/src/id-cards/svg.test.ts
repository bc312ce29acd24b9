import { brandColor, defineBrand, getBrand } from "@epr/brand-themes/registry";
import type { IdCardHolder, MemberIdCard } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { drawIdCard } from "./svg.js";

const card: MemberIdCard = {
  cardId: "U1-01-100100-PPO",
  groupNumber: "100100",
  lob: "PPO",
  cType: "MEDICAL",
  productName: "PPO Metro",
  effectiveDate: "01/01/2026",
};
const holder: IdCardHolder = {
  memberKey: "subscriber",
  pin: "01",
  firstName: "Ann",
  lastName: "Lee",
  relationship: "Subscriber",
  cards: [card],
};
const draw = (brand: ReturnType<typeof getBrand>) =>
  drawIdCard({ umi: "U1", holder, card, groupName: "Harbor Logistics", brand, side: "front" });

describe("an ID card is drawn in its brand's colours", () => {
  it.each(["6008", "6012", "9017", "3001"])("brand %s: its primary and header colours", (code) => {
    const brand = getBrand(code);
    const svg = draw(brand);
    expect(svg).toContain(`fill="${brandColor(brand, "primary")}"`);
    expect(svg).toContain(`stroke="${brandColor(brand, "header")}"`);
  });

  it("a brand record's own colours, not its family's", () => {
    const brand = defineBrand({
      code: "7001",
      family: "harbor",
      name: "Harborview Health",
      colors: { primary: "#123456", header: "#0a0b0c" },
    });
    const svg = draw(brand);
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('stroke="#0a0b0c"');
  });
});
