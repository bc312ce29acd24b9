import { describe, expect, it } from "vitest";
import { providerAddress } from "./ProviderDirectoryCard.js";

describe("providerAddress", () => {
  it.each([
    [
      { address1: "1 Main St", address2: "Apt 2", city: "Newark", state: "NJ", zipCode: "07102" },
      "1 Main St, Apt 2, Newark, NJ 07102",
    ],
    [{ address1: "1 Main St", city: "Newark", state: "NJ" }, "1 Main St, Newark, NJ"],
    [{ city: "Newark", zipCode: "07102" }, "Newark, 07102"],
    [{}, ""],
  ])("%o → %j", (address, line) => {
    expect(
      providerAddress({ physicianNumber: "A1", physicianName: "N", acceptingNewPatients: true, ...address }),
    ).toBe(line);
  });
});
