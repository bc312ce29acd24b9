import { describe, expect, it } from "vitest";
import { domainMessages } from "../messages.js";
import { brandFlags } from "../test-fixtures.js";
import {
  type ActionEntitlements,
  addEmployeeEntry,
  applyGroupEntitlementEdit,
  canEditGroup,
  canViewClaims,
  employeeActions,
  isEmployeeLinkAction,
  isGroupModifiable,
  isGroupViewable,
  isMultiClientAdmin,
  isViewOnlyAdmin,
  mayAddEmployees,
  reportGroupChoices,
  siteAccessList,
  visibleGroupAccessRows,
} from "./permissions.js";

describe("isGroupModifiable (enrollment.md §6)", () => {
  it.each([
    ["Modify", false, false, true],
    ["modify", false, false, true],
    ["View", true, true, true],
    ["View", true, false, false],
    ["View", false, true, false],
    [null, false, false, false],
  ])("%s edit=%s ucci=%s → %s", (employeeData, employeesEdit, inUcciList, expected) => {
    expect(isGroupModifiable({ employeeData, employeesEdit, inUcciList })).toBe(expected);
  });

  it("group editing needs modifiable and active", () => {
    expect(canEditGroup(true, true)).toBe(true);
    expect(canEditGroup(true, false)).toBe(false);
  });

  it("view-only and multi-client users", () => {
    expect(isViewOnlyAdmin("ACMEVIEW01")).toBe(true);
    expect(isViewOnlyAdmin("acme01")).toBe(false);
    expect(isViewOnlyAdmin(null)).toBe(false);
    expect(isMultiClientAdmin("ROLE_MCU_ADMIN")).toBe(true);
    expect(isMultiClientAdmin(undefined)).toBe(false);
  });
});

describe("isGroupViewable (enrollment.md §6)", () => {
  it.each([
    ["View", true],
    ["modify", true],
    [" MODIFY ", true],
    ["N/A", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%s → %s", (employeeData, expected) => {
    expect(isGroupViewable(employeeData)).toBe(expected);
  });
});

describe("employeeActions (enrollment.md §6)", () => {
  const all = {
    employeesView: true,
    employeesEdit: true,
    claims: true,
    groupSpendingAccount: true,
    spendingAccountAccess: true,
    claimsView: false,
  };
  const ids = (input: Partial<Parameters<typeof employeeActions>[0]>) =>
    employeeActions({
      employeeActive: true,
      clientActive: true,
      anyGroupModifiable: true,
      entitlements: all,
      brand: brandFlags({ changePcp: true, spendingAccountElections: true, viewSbc: true }),
      ...input,
    }).map((action) => action.id);

  it("active employee, every entitlement, a brand with every action", () => {
    expect(ids({})).toEqual([
      "edit",
      "changePcp",
      "print",
      "spendingAccount",
      "claims",
      "idCards",
      "cancelCoverage",
      "viewSbc",
    ]);
  });
  it("a brand without changePcp, spendingAccountElections and viewSbc: no Change PCP, no spending, no SBC", () => {
    expect(ids({ brand: brandFlags() })).toEqual(["edit", "print", "claims", "idCards", "cancelCoverage"]);
  });
  it("cancelled employee: Reinstate instead of edit actions", () => {
    expect(ids({ employeeActive: false })).toEqual([
      "print",
      "spendingAccount",
      "claims",
      "reinstate",
      "viewSbc",
    ]);
  });
  it("cancelled client", () => {
    expect(ids({ clientActive: false, brand: brandFlags({ changePcp: true }) })).toEqual(["print", "claims"]);
  });
  it("view-only entitlements", () => {
    expect(
      ids({
        brand: brandFlags({ changePcp: true, spendingAccountElections: true }),
        entitlements: {
          ...all,
          employeesEdit: false,
          claims: false,
          spendingAccountAccess: false,
          claimsView: true,
        },
      }),
    ).toEqual(["print", "spendingAccount", "idCards"]);
    expect(ids({ entitlements: { ...all, spendingAccountAccess: false } })).not.toContain("spendingAccount");
    expect(ids({ entitlements: { ...all, groupSpendingAccount: false } })).not.toContain("spendingAccount");
  });
  it("Cancel Coverage is denied when no group can be modified", () => {
    const cancel = employeeActions({
      employeeActive: true,
      clientActive: true,
      anyGroupModifiable: false,
      entitlements: all,
      brand: brandFlags({ changePcp: true }),
    }).find((action) => action.id === "cancelCoverage");
    expect(cancel).toEqual({
      id: "cancelCoverage",
      label: "Cancel Coverage",
      deniedMessage: "Access Denied: You do not have permission to modify any active groups.",
    });
  });
});

describe("employeeActions for a view-only administrator (enrollment.md §6 login ID containing VIEW)", () => {
  const all: ActionEntitlements = {
    employeesView: true,
    employeesEdit: true,
    claims: true,
    groupSpendingAccount: true,
    spendingAccountAccess: true,
    claimsView: true,
  };
  const ids = (employeeActive: boolean, viewOnly: boolean | undefined) =>
    employeeActions({
      employeeActive,
      clientActive: true,
      anyGroupModifiable: true,
      entitlements: all,
      brand: brandFlags({ changePcp: true, spendingAccountElections: true, viewSbc: true }),
      viewOnly,
    }).map((action) => action.id);

  it.each([
    [true, true, ["print", "spendingAccount", "claims", "idCards", "viewSbc"]],
    [false, true, ["print", "spendingAccount", "claims", "viewSbc"]],
    [
      true,
      false,
      ["edit", "changePcp", "print", "spendingAccount", "claims", "idCards", "cancelCoverage", "viewSbc"],
    ],
    [false, false, ["print", "spendingAccount", "claims", "reinstate", "viewSbc"]],
    [false, undefined, ["print", "spendingAccount", "claims", "reinstate", "viewSbc"]],
  ])("employee active %s, view only %s → %j", (employeeActive, viewOnly, expected) => {
    expect(ids(employeeActive, viewOnly)).toEqual(expected);
  });
});

describe("employeeActions for an employee with a pending transaction (enrollment.md §4 Edit entry, §8)", () => {
  const all: ActionEntitlements = {
    employeesView: true,
    employeesEdit: true,
    claims: true,
    groupSpendingAccount: true,
    spendingAccountAccess: true,
    claimsView: true,
  };
  it.each([
    [true, ["print", "spendingAccount", "claims", "idCards", "viewSbc"]],
    [false, ["print", "spendingAccount", "claims", "viewSbc"]],
  ])("employee active %s → no change offered: %j", (employeeActive, expected) => {
    const ids = employeeActions({
      employeeActive,
      clientActive: true,
      anyGroupModifiable: true,
      entitlements: all,
      brand: brandFlags({ changePcp: true, spendingAccountElections: true, viewSbc: true }),
      pendingTransaction: true,
    }).map((action) => action.id);
    expect(ids).toEqual(expected);
  });
});

describe("mayAddEmployees with the session's groups, and the add flow's entry check (enrollment.md §6)", () => {
  const modify = [{ employeeData: "View" }, { employeeData: "Modify" }];
  const viewOnlyGroups = [{ employeeData: "View" }, { employeeData: "N/A" }];
  it.each([
    [{ employeesEdit: true, viewOnly: false, groups: modify }, true],
    [{ employeesEdit: true, viewOnly: false, groups: viewOnlyGroups }, false],
    [{ employeesEdit: true, viewOnly: false, groups: [] }, false],
    [{ employeesEdit: true, viewOnly: true, groups: modify }, false],
    [{ employeesEdit: false, viewOnly: false, groups: modify }, false],
  ])("%j → %s", (admin, expected) => {
    expect(mayAddEmployees(admin)).toBe(expected);
  });

  const refused = { kind: "refused", message: domainMessages.accessDenied };
  it.each([
    [{ employeesView: false, employeesEdit: true, viewOnly: false, groups: modify }, { kind: "home" }],
    [{ employeesView: true, employeesEdit: true, viewOnly: false, groups: modify }, { kind: "open" }],
    // A view-only login (demo.VIEW).
    [{ employeesView: true, employeesEdit: true, viewOnly: true, groups: modify }, refused],
    // Internal staff logged in as a client: every group View.
    [{ employeesView: true, employeesEdit: true, viewOnly: false, groups: viewOnlyGroups }, refused],
    [{ employeesView: true, employeesEdit: false, viewOnly: false, groups: modify }, refused],
  ])("%j → %j", (admin, expected) => {
    expect(addEmployeeEntry(admin)).toEqual(expected);
  });

  it("refuses with the spec's words", () => {
    expect(domainMessages.accessDenied).toBe(
      "Access Denied: You do not have permission to modify any active groups.",
    );
  });
});

describe("isEmployeeLinkAction (enrollment.md §2 actions menu)", () => {
  it.each([
    ["edit", false],
    ["changePcp", true],
    ["print", false],
    ["spendingAccount", true],
    ["claims", true],
    ["idCards", true],
    ["cancelCoverage", false],
    ["reinstate", false],
    ["viewSbc", true],
  ] as const)("%s → %s", (id, expected) => {
    expect(isEmployeeLinkAction(id)).toBe(expected);
  });
});

describe("siteAccessList (session-and-admin.md §6)", () => {
  const held = [
    "employerClientGroups",
    "censusReport",
    "wellnessReport",
    "bills",
    "dental",
    "claims",
  ] as const;
  const site = (flags: Partial<ReturnType<typeof brandFlags>["siteAccess"]>) =>
    brandFlags({
      siteAccess: { employerClientGroups: false, censusReport: false, wellnessReport: false, ...flags },
    });
  it.each([
    [{}, ["Claims", "Bills", "Dental"]],
    [{ employerClientGroups: true }, ["Employer Client/Groups", "Claims", "Bills", "Dental"]],
    [{ censusReport: true }, ["Claims", "Census Report", "Bills", "Dental"]],
    [
      { censusReport: true, wellnessReport: true },
      ["Claims", "Census Report", "Wellness", "Bills", "Dental"],
    ],
  ])("brand flags %j", (flags, labels) => {
    expect(siteAccessList(held, site(flags)).map((entry) => entry.label)).toEqual(labels);
  });
  it("needs the entitlement", () => {
    expect(siteAccessList(new Set(["bills"] as const), site({ wellnessReport: true }))).toEqual([
      { id: "bills", label: "Bills" },
    ]);
  });
});

describe("group access helpers (session-and-admin.md §4, §5)", () => {
  it("lists rows unless both values are N/A", () => {
    const rows = [
      { groupNumber: "1", employeeData: "N/A", spendingAccount: "N/A" },
      { groupNumber: "2", employeeData: "View", spendingAccount: "N/A" },
      { groupNumber: "3", employeeData: null, spendingAccount: "Modify" },
    ];
    expect(visibleGroupAccessRows(rows).map((r) => r.groupNumber)).toEqual(["2", "3"]);
  });

  it("census pickers list View/Modify groups and use all when none chosen", () => {
    const groups = [
      { groupNumber: "1", employeeData: "View" },
      { groupNumber: "2", employeeData: "N/A" },
      { groupNumber: "3", employeeData: "Modify" },
    ];
    expect(reportGroupChoices(groups, [])).toEqual({ listed: [groups[0], groups[2]], used: ["1", "3"] });
    expect(reportGroupChoices(groups, ["3"]).used).toEqual(["3"]);
  });

  it("an empty new entitlement value keeps the existing one", () => {
    const groups = [
      { groupNumber: "1", employeeData: "View", spendingAccount: "N/A" },
      { groupNumber: "2", employeeData: "View", spendingAccount: "View" },
    ];
    expect(applyGroupEntitlementEdit(groups, ["1"], { employeeData: "Modify", spendingAccount: "" })).toEqual(
      [{ groupNumber: "1", employeeData: "Modify", spendingAccount: "N/A" }, groups[1]],
    );
  });

  it.each([
    [{ employeesView: true, employeesEdit: false, viewClaims: true }, true],
    [{ employeesView: false, employeesEdit: true, viewClaims: true }, true],
    [{ employeesView: true, employeesEdit: true, viewClaims: false }, false],
    [{ employeesView: false, employeesEdit: false, viewClaims: true }, false],
  ])("claims view %o → %s", (input, expected) => {
    expect(canViewClaims(input)).toBe(expected);
  });
});
