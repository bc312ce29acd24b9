import { describe, expect, it } from "vitest";
import { brandFlags } from "../test-fixtures.js";
import { type FindADoctorFinder, findADoctorLink, fiveDigitZip, isTestHost } from "./findADoctor.js";

const harborFinder: FindADoctorFinder = {
  mode: "external",
  url: "https://doctors.example/find",
  testUrl: "https://doctors-test.example/find",
  newWindow: true,
  directoryCode: "IBC",
  ahpaDirectoryCode: "AHPA",
};
const ahnjFinder: FindADoctorFinder = {
  ...harborFinder,
  directoryCode: "AHNJ",
  ahpaDirectoryCode: undefined,
};
const placeFinder: FindADoctorFinder = {
  mode: "provider-finder",
  url: "https://finder.example/search",
  testUrl: "https://finder-test.example/search",
  newWindow: false,
};
const address = { city: "Pittsburgh", state: "PA", zipCode: "15222-1234" };
const base = {
  clientNumber: "100045",
  groupNumber: "100107",
  address,
  internalPath: "/employer/find-a-doctor",
};

describe("findADoctorLink (enrollment.md §7 Find a doctor)", () => {
  it.each([
    [
      "6008-like, plan area 375 (AHPA), production host",
      harborFinder,
      "375",
      "375",
      "portal.example",
      "https://doctors.example/find?clientNumber=100045&groupNumber=100107&brandCode=AHPA&speciality=pcp",
      true,
    ],
    [
      "6008-like, plan area 363 (IBC)",
      harborFinder,
      "375",
      "363",
      "portal.example",
      "https://doctors.example/find?clientNumber=100045&groupNumber=100107&brandCode=IBC&speciality=pcp",
      true,
    ],
    [
      "6008-like, no plan area known (IBC)",
      harborFinder,
      "375",
      null,
      "portal.example",
      "https://doctors.example/find?clientNumber=100045&groupNumber=100107&brandCode=IBC&speciality=pcp",
      true,
    ],
    [
      "6008-like on a test host: the test finder",
      harborFinder,
      "375",
      "375",
      "portal-qa.example",
      "https://doctors-test.example/find?clientNumber=100045&groupNumber=100107&brandCode=AHPA&speciality=pcp",
      true,
    ],
    [
      "6009-like (AHNJ), plan area 375 means nothing without an AHPA code",
      ahnjFinder,
      null,
      "375",
      "portal.example",
      "https://doctors.example/find?clientNumber=100045&groupNumber=100107&brandCode=AHNJ&speciality=pcp",
      true,
    ],
    [
      "a provider finder by city, state and 5-digit ZIP",
      placeFinder,
      null,
      "363",
      "portal.example",
      "https://finder.example/search?city=Pittsburgh&state=PA&zip=15222",
      false,
    ],
    [
      "a provider finder on localhost: the test finder",
      placeFinder,
      null,
      null,
      "localhost",
      "https://finder-test.example/search?city=Pittsburgh&state=PA&zip=15222",
      false,
    ],
  ] as const)("%s", (_case, finder, ahpaPlanAreaCode, planAreaCode, hostname, href, newWindow) => {
    const link = findADoctorLink({
      ...base,
      brand: brandFlags({ findADoctor: finder, ahpaPlanAreaCode }),
      planAreaCode,
      hostname,
    });
    expect(link).toEqual({ href, newWindow, external: true });
  });

  it("the internal directory gets city, state and 5-digit ZIP, in the same window, on any host", () => {
    for (const hostname of ["portal.example", "localhost"]) {
      expect(
        findADoctorLink({ ...base, brand: brandFlags({ findADoctor: { mode: "internal" } }), hostname }),
      ).toEqual({
        href: "/employer/find-a-doctor?city=Pittsburgh&state=PA&zip=15222",
        newWindow: false,
        external: false,
      });
    }
  });

  it("leaves out the place parameters it does not have", () => {
    const link = findADoctorLink({
      ...base,
      address: { city: " ", state: null, zipCode: "152" },
      brand: brandFlags({ findADoctor: { ...placeFinder, url: "https://finder.example/search?lang=en" } }),
      hostname: "portal.example",
    });
    expect(link?.href).toBe("https://finder.example/search?lang=en");
    expect(
      findADoctorLink({ ...base, address: undefined, brand: brandFlags(), hostname: "portal.example" })?.href,
    ).toBe("/employer/find-a-doctor");
    expect(
      findADoctorLink({ ...base, internalPath: undefined, brand: brandFlags(), hostname: "portal.example" }),
    ).toBeNull();
  });
});

describe("isTestHost (enrollment.md §7: test environments by host name pattern)", () => {
  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["portal-qa.example", true],
    ["portal-qa2.example", true],
    ["test.portal.example", true],
    ["uat.portal.example", true],
    ["Portal.STAGING.example", true],
    ["dev3.portal.example", true],
    ["portal.example", false],
    ["contest.example", false],
    ["qatar.example", false],
    ["www.testing-partners.example", false],
  ])("%s → %s", (hostname, expected) => {
    expect(isTestHost(hostname)).toBe(expected);
  });
});

describe("fiveDigitZip", () => {
  it.each([
    ["15222", "15222"],
    ["15222-1234", "15222"],
    ["152221234", "15222"],
    ["1522", ""],
    [null, ""],
    [undefined, ""],
  ])("%s → %s", (zip, expected) => {
    expect(fiveDigitZip(zip)).toBe(expected);
  });
});
