import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tokensCss } from "./css.js";
import {
  brandCodes,
  brandFamilies,
  brandFamilyRepresentatives,
  brands,
  copyFor,
  defaultBrand,
  getBrand,
} from "./registry.js";

describe("brand registry", () => {
  it("has a record for every brand code the specification names", () => {
    const expected = ["3001", "3002", "3003"];
    for (let c = 6001; c <= 6012; c++) expected.push(String(c));
    for (let c = 9001; c <= 9018; c++) expected.push(String(c));
    expect([...brandCodes].sort()).toEqual(expected.sort());
    for (const code of expected) expect(getBrand(code).code).toBe(code);
  });

  it("groups brands into the specification's families", () => {
    expect(brandFamilies.harbor).toEqual(["6008", "6009"]);
    expect(brandFamilies.summit).toEqual(["6010", "6011", "6012"]);
    expect(brandFamilies.meridian).toEqual(["9017", "9018"]);
    expect(brandFamilies.evergreen).toContain("3001");
  });

  it("names one representative brand of each family, a brand of that family", () => {
    expect(Object.keys(brandFamilyRepresentatives)).toEqual(Object.keys(brandFamilies));
    for (const [family, code] of Object.entries(brandFamilyRepresentatives))
      expect(getBrand(code).family).toBe(family);
  });

  it("gives the default brand for an unknown, empty or missing code", () => {
    expect(getBrand("1234")).toBe(defaultBrand);
    expect(getBrand(undefined)).toBe(defaultBrand);
    expect(getBrand("")).toBe(defaultBrand);
    expect(getBrand(6008)).toBe(brands["6008"]);
  });
});

describe("copyFor", () => {
  it("member ID heading is 'Member ID/SSN' for 6008 and 6009 only (enrollment.md §2)", () => {
    expect(copyFor("6008", "memberIdHeading")).toBe("Member ID/SSN");
    expect(copyFor("6009", "memberIdHeading")).toBe("Member ID/SSN");
    for (const code of ["6010", "6012", "9017", "3001", "nope"]) {
      expect(copyFor(code, "memberIdHeading")).toBe("Member ID/SSN/Client-Assigned ID");
    }
  });

  it("PCP change success mentions the ID card for 6008 and 6009 (assist-employees.md §8)", () => {
    expect(copyFor("6008", "pcpChangeSuccess")).toMatch(/5-10 business days/);
    expect(copyFor("6010", "pcpChangeSuccess")).toBe("The PCP was successfully updated.");
  });

  it("group contracts not found: 6010 versus default (assist-employees.md §8)", () => {
    expect(copyFor("6010", "groupContractsNotFound")).toMatch(/master group contract cannot be located/);
    expect(copyFor("6011", "groupContractsNotFound")).toMatch(/60 to 90 days/);
  });

  it("incorrect information names the Broker for Harbor brands, the Client Manager otherwise", () => {
    expect(copyFor("6008", "incorrectInformation")).toMatch(/Broker or Sales Representative/);
    expect(copyFor("9017", "incorrectInformation")).toMatch(/Client Manager/);
  });

  it("identity theft texts come in three brand-group variants (assist-employees.md §2.11)", () => {
    const variants = new Set(brandCodes.map((c) => copyFor(c, "idTheftDisclaimer")));
    expect(variants.size).toBe(3);
  });

  it("requested-reports breadcrumb differs for 6011 (session-and-admin.md §2)", () => {
    expect(copyFor("6011", "requestedReportsBreadcrumb")).not.toBe(
      copyFor("6010", "requestedReportsBreadcrumb"),
    );
  });

  it("fills placeholders and keeps unknown ones", async () => {
    const { fillPlaceholders } = await import("./copy.js");
    expect(fillPlaceholders("Hi {name}, {missing}", { name: "Ann" })).toBe("Hi Ann, {missing}");
  });
});

describe("capabilities", () => {
  const flag = (key: keyof (typeof defaultBrand)["capabilities"]) =>
    brandCodes.filter((c) => getBrand(c).capabilities[key] === true);
  it("COB processed flag: 6010–6012", () =>
    expect(flag("showsCobProcessedFlag")).toEqual(["6010", "6011", "6012"]));
  it("vision/dental cascade: 6012, 9017, 9018", () =>
    expect(flag("cascadesVisionDentalOnMedicalCancel")).toEqual(["6012", "9017", "9018"]));
  it("View SBC: 6008, 6009", () => expect(flag("viewSbc")).toEqual(["6008", "6009"]));
  it("MFA toggle: every brand of the registry, not the default record (session-and-admin.md §2 /profile)", () => {
    expect(flag("mfaToggle")).toEqual(brandCodes);
    expect(defaultBrand.capabilities.mfaToggle).toBe(false);
    expect(getBrand("1234").capabilities.mfaToggle).toBe(false);
  });
  it("spending accounts: 3001, 6001–6009, 9001–9012, 9015, 9017, 9018", () => {
    const expected = ["3001"];
    for (let c = 6001; c <= 6009; c++) expected.push(String(c));
    for (let c = 9001; c <= 9012; c++) expected.push(String(c));
    expected.push("9015", "9017", "9018");
    expect(flag("spendingAccountElections")).toEqual(expected);
  });
  it("COBRA checkbox and Change PCP hidden for 6012", () => {
    expect(brandCodes.filter((c) => getBrand(c).capabilities.hidesCobraCheckbox)).toEqual(["6012"]);
    expect(brandCodes.filter((c) => !getBrand(c).capabilities.changePcp)).toEqual(["6012"]);
  });
});

describe("tokens.css", () => {
  it("is up to date with the registry (run npm run generate -w @epr/brand-themes)", () => {
    const committed = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");
    expect(committed).toBe(tokensCss());
  });
  it("has one block per brand code", () => {
    const css = tokensCss();
    for (const code of brandCodes) expect(css).toContain(`[data-brand="${code}"] {`);
  });
});

describe("business-rule flags by the brand codes the spec names (enrollment.md §4 to §6, assist-employees.md §5)", () => {
  it.each([
    [
      "6008",
      {
        viewSbc: true,
        trimsPcpReasonCode: false,
        changePcpDateWindow: true,
        changePcpClearsOnPpo: false,
        changePcp: true,
        spendingAccountElections: true,
      },
    ],
    ["6009", { viewSbc: true, changePcpDateWindow: true }],
    ["6010", { otherInsuranceStepOnCobData: true, spendingAccountElections: false, viewSbc: false }],
    ["6011", { otherInsuranceStepOnCobData: true }],
    [
      "6012",
      {
        otherInsuranceStepOnCobData: true,
        cascadesVisionDentalOnMedicalCancel: true,
        hidesVisionDentalCancelAlongsideMedical: true,
        validatesVisionDentalOnSave: true,
        changePcp: false,
        hidesCobraCheckbox: true,
      },
    ],
    [
      "9017",
      {
        cascadesVisionDentalOnMedicalCancel: true,
        validatesVisionDentalOnSave: true,
        spendingAccountElections: true,
      },
    ],
    ["9018", { hidesVisionDentalCancelAlongsideMedical: false, spendingAccountElections: true }],
    [
      "3001",
      {
        spendingAccountElections: true,
        otherInsuranceStepOnCobData: false,
      },
    ],
    ["6001", { spendingAccountElections: true, trimsPcpReasonCode: true, changePcpClearsOnPpo: true }],
    ["9013", { spendingAccountElections: false }],
    ["9015", { spendingAccountElections: true }],
    ["9016", { spendingAccountElections: false }],
  ])("%s", (code, expected) => {
    expect(getBrand(code).capabilities).toMatchObject(expected);
  });
});

/**
 * The brand-specific failure and success texts of assist-employees.md §8, for every brand the
 * registry holds: which wording each brand says, and that none is empty (the legacy page alerted
 * 'Success message based on ubk is empty' when a brand's text was missing; here a brand always has one).
 */
describe("assist-employees.md §8 brand texts, brand by brand", () => {
  const harbor = (code: string) => (brandFamilies.harbor as readonly string[]).includes(code);
  const cases = brandCodes.map((code) => [code] as const);

  it.each(cases)("%s: every §8 text is there", (code) => {
    for (const key of [
      "pcpChangeSuccess",
      "sbcNotAvailable",
      "groupContractsNotFound",
      "idTheftSuccess",
      "idTheftOptInThanks",
      "idTheftError",
      "idTheftSaveFailure",
    ] as const)
      expect(copyFor(code, key).trim(), key).not.toBe("");
  });

  it.each(cases)("%s: PCP change success, SBC not available, group contracts, identity theft", (code) => {
    if (harbor(code)) {
      expect(copyFor(code, "pcpChangeSuccess")).toMatch(/ID card in 5-10 business days/);
      expect(copyFor(code, "sbcNotAvailable")).toMatch(/Customer Service at 1-800-\d{3}-\d{4}/);
      expect(copyFor(code, "idTheftError")).toMatch(/contact Customer Service .*for immediate assistance\.$/);
    } else {
      expect(copyFor(code, "pcpChangeSuccess")).toBe("The PCP was successfully updated.");
      expect(copyFor(code, "sbcNotAvailable")).toMatch(/contact Customer Service or your Account Executive/);
      expect(copyFor(code, "idTheftError")).toMatch(
        /contact your Client Manager.*for immediate assistance\.$/,
      );
    }
    expect(copyFor(code, "groupContractsNotFound")).toMatch(
      code === "6010" ? /master group contract cannot be located.*1-800-\d{3}-\d{4}/ : /60 to 90 days after/,
    );
    expect(copyFor(code, "idTheftSaveFailure")).toBe(
      "The system failed to update your selection. Please try again...",
    );
    expect(copyFor(code, "idTheftSuccess")).toMatch(/^Your request has been processed successfully\./);
  });
});
