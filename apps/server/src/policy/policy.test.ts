import type { BillingUserType } from "@epr/domain";
import { describe, expect, it } from "vitest";
import type { SessionContext } from "../auth/sessions.js";
import { fakeSession } from "../test-support/sessions.js";
import {
  conditionsFirstPolicies,
  groupsKeptAsStored,
  inNetworks,
  mayActAsBillingUser,
  mayChangeEmployeeGroups,
  mayChooseClient,
  mayManageBillingAccount,
  mayManagePlanAdmin,
  mayModifyEmployee,
  mayModifyEnrollment,
  mayModifyGroup,
  mayPayBills,
  mayReadBillingAccount,
  mayReadBillingGroup,
  mayReadEmployee,
  mayReadEnrollment,
  mayReadGroup,
  mayReadInvoice,
  mayReadOperatorData,
  mayReadReport,
  mayRequestReport,
  mayUseRoute,
  mayViewFullSsn,
  NO_SUCH_ENDPOINT,
  policyMessages,
  readableEmployeeGroups,
  readableEmployeeRecord,
  readableEnrollmentScope,
  readableGroupNumbers,
  routePolicies,
} from "./index.js";

const session = fakeSession;
const employee = (groupNumbers: string[], clientId = 1) => ({ clientId, groupNumbers });

describe("the view-only rule is the server's (enrollment.md §6: a login ID containing VIEW)", () => {
  it("a VIEW login holding Modify and employees.edit may read but not modify", () => {
    const viewOnly = session("acme.VIEW", { group100: "Modify", edit: true });
    expect(mayReadEmployee(viewOnly, employee(["100"]))).toBeNull();
    expect(mayModifyEmployee(viewOnly, employee(["100"]))).toMatchObject({ status: 403, code: "view_only" });
    expect(mayModifyGroup(viewOnly, { groupNumber: "100" })).toMatchObject({
      status: 403,
      code: "view_only",
    });
    expect(mayUseRoute(viewOnly, "employee.modify")).toMatchObject({ status: 403, code: "view_only" });
    expect(mayUseRoute(viewOnly, "employee.read")).toBeNull();
  });

  it("the same rights without VIEW in the login ID may modify", () => {
    const admin = session("acme.admin", { group100: "Modify", edit: true });
    expect(mayModifyEmployee(admin, employee(["100"]))).toBeNull();
    expect(mayModifyGroup(admin, { groupNumber: "100" })).toBeNull();
    expect(mayUseRoute(admin, "employee.modify")).toBeNull();
  });

  it("VIEW is matched as the rule says: upper case, anywhere in the ID", () => {
    expect(mayUseRoute(session("VIEWER1"), "employee.modify")?.code).toBe("view_only");
    expect(mayUseRoute(session("review.team"), "employee.modify")).toBeNull();
  });
});

describe("modifying needs employees.edit and a modifiable group", () => {
  it.each([
    ["View only in every group of the employee", { group100: "View" as const }, ["100", "200"], 403],
    ["no employees.edit", { edit: false }, ["100"], 403],
    ["one Modify group is enough", {}, ["100", "200"], null],
  ])("%s", (_name, options, groups, status) => {
    expect(mayModifyEmployee(session("a", options), employee(groups))?.status ?? null).toBe(status);
  });

  it("says the spec's Access Denied sentence when no group may be modified", () => {
    expect(mayModifyEmployee(session("a", { group100: "View" }), employee(["100"]))?.message).toBe(
      policyMessages.noModifiableGroup,
    );
  });
});

describe("what the session may not know exists answers 404 like what does not exist", () => {
  const admin = session("acme.admin");
  it.each([
    ["another client's employee", employee(["100"], 2)],
    ["an employee only in a group without rights (N/A)", employee(["300"])],
    ["an employee in no group of this administrator", employee(["999"])],
    ["no such employee", null],
  ])("%s → 404 with the unknown-employee message", (_name, subject) => {
    expect(mayReadEmployee(admin, subject)).toEqual({
      status: 404,
      message: policyMessages.employeeNotFound,
      code: "not_found",
    });
    expect(mayModifyEmployee(admin, subject)?.status).toBe(404);
  });

  it("groups and clients likewise", () => {
    expect(mayReadGroup(admin, "300")?.status).toBe(404);
    expect(mayReadGroup(admin, "999")?.status).toBe(404);
    expect(mayReadGroup(admin, "200")).toBeNull();
    expect(mayModifyGroup(admin, { groupNumber: "999" })?.status).toBe(404);
    expect(mayChooseClient(admin, { administered: false })?.status).toBe(404);
    expect(mayChooseClient(admin, null)?.status).toBe(404);
    expect(mayChooseClient(session("x.VIEW"), { administered: true })).toBeNull();
  });

  it("the search reads only groups with View or Modify", () => {
    expect(readableGroupNumbers(admin)).toEqual(["100", "200"]);
  });

  it("a kept session's readable groups are made once, and another groups list gets its own", () => {
    const kept = readableGroupNumbers(admin);
    expect(readableGroupNumbers(admin)).toBe(kept);
    expect(Object.isFrozen(kept)).toBe(true);
    const narrowed = {
      ...admin,
      view: { ...admin.view, groups: admin.view.groups.filter((g) => g.groupNumber !== "200") },
    };
    expect(readableGroupNumbers(narrowed)).toEqual(["100"]);
    expect(readableGroupNumbers(admin)).toEqual(["100", "200"]);
  });
});

describe("route-level policies", () => {
  it.each([
    ["public", null, null],
    ["session", session("a", { view: false, clientId: null }), null],
    ["employees.read", session("a", { clientId: null }), 403],
    ["employees.read", session("a", { view: false }), 403],
    ["employee.read", session("a"), null],
    ["employee.modify", session("a", { edit: false }), 403],
  ] as const)("%s → %s", (policy, s, status) => {
    expect(mayUseRoute(s, policy)?.status ?? null).toBe(status);
  });
});

describe("enrollments in process (enrollment.md §2, §6)", () => {
  const enrollment = (groupNumbers: string[], clientId = 1, startedBy: number | null = 1) => ({
    clientId,
    groupNumbers,
    startedBy,
  });
  const superUser = (s: SessionContext): SessionContext => ({
    ...s,
    view: { ...s.view, entitlements: { ...s.view.entitlements, superUserRole: true } },
  });
  it.each([
    [
      "own client, no group yet, started by this administrator",
      session("acme.admin"),
      enrollment([]),
      null,
      null,
    ],
    ["no group yet, started by another administrator", session("acme.admin"), enrollment([], 1, 2), 404, 404],
    ["no group yet, who started it unknown", session("acme.admin"), enrollment([], 1, null), 404, 404],
    [
      "no group yet, another's, read by a super user",
      superUser(session("acme.admin")),
      enrollment([], 1, 2),
      null,
      null,
    ],
    ["own client, a Modify group", session("acme.admin"), enrollment(["100"], 1, 2), null, null],
    ["another client's", session("acme.admin"), enrollment([], 2), 404, 404],
    ["unknown", session("acme.admin"), null, 404, 404],
    ["a View group", session("acme.admin"), enrollment(["200"]), null, 403],
    ["a Modify and a View group", session("acme.admin"), enrollment(["100", "200"]), null, 403],
    ["a group of no right", session("acme.admin"), enrollment(["300"]), 404, 404],
    ["a Modify group and a group of no right", session("acme.admin"), enrollment(["100", "300"]), 404, 404],
    ["a group of another client", session("acme.admin"), enrollment(["999"]), 404, 404],
    ["a group of no right, a super user", superUser(session("acme.admin")), enrollment(["300"]), 404, 404],
    ["view-only login", session("acme.VIEW"), enrollment(["100"]), null, 403],
    ["without employees.edit", session("acme.admin", { edit: false }), enrollment([]), null, 403],
    ["without employees.view", session("acme.admin", { view: false }), enrollment([]), 403, 403],
  ] as const)("%s: read %s, modify %s", (_name, who, subject, read, modify) => {
    expect(mayReadEnrollment(who, subject)?.status ?? null).toBe(read);
    expect(mayModifyEnrollment(who, subject)?.status ?? null).toBe(modify);
  });

  it.each([
    ["a Modify group kept", enrollment(["100"]), ["100"], null],
    ["moved to a View group", enrollment(["100"]), ["200"], 403],
    ["moved to a group of no right", enrollment(["100"]), ["300"], 404],
    ["moved to another client's group", enrollment(["100"]), ["999"], 404],
    ["a group added to another administrator's enrollment of no group", enrollment([], 1, 2), ["100"], 404],
    ["a group added to its own enrollment of no group", enrollment([]), ["100"], null],
  ] as const)(
    "a change: %s → %s (stored and submitted groups both checked)",
    (_name, stored, changedTo, status) => {
      expect(mayModifyEnrollment(session("acme.admin"), stored, changedTo)?.status ?? null).toBe(status);
    },
  );

  it("another client's or an unreadable enrollment reads like an unknown one", () => {
    const unknown = mayReadEnrollment(session("acme.admin"), null);
    expect(mayReadEnrollment(session("acme.admin"), enrollment([], 2))).toEqual(unknown);
    expect(mayReadEnrollment(session("acme.admin"), enrollment(["300"]))).toEqual(unknown);
    expect(mayReadEnrollment(session("acme.admin"), enrollment([], 1, 2))).toEqual(unknown);
    expect(unknown?.message).toBe(policyMessages.enrollmentNotFound);
  });

  it("the list's scope says the same as mayReadEnrollment", () => {
    expect(readableEnrollmentScope(session("acme.admin"))).toEqual({
      clientId: 1,
      groupNumbers: ["100", "200"],
      adminId: 1,
      everyUngrouped: false,
    });
    expect(readableEnrollmentScope(superUser(session("acme.admin"))).everyUngrouped).toBe(true);
  });
});

describe("a change of an existing employee needs every group it touches modifiable (enrollment.md §6)", () => {
  it.each([
    ["Modify in the touched group", {}, ["100"], null, null],
    ["View in a touched group", {}, ["100", "200"], 403, policyMessages.groupNotModifiable],
    ["View in every group", { group100: "View" as const }, ["100"], 403, policyMessages.noModifiableGroup],
    ["a touched group of no right at all", {}, ["999"], 404, policyMessages.groupNotFound],
    ["a view-only login", { login: "x.VIEW" }, ["100"], 403, policyMessages.viewOnly],
    ["no group touched: the employee's own rule", {}, [], null, null],
  ])(
    "%s",
    (_name, { login, ...options }: { login?: string; group100?: "View" }, touched, status, message) => {
      const decision = mayChangeEmployeeGroups(
        session(login ?? "a", options),
        employee(["100", "200"]),
        touched,
      );
      expect(decision?.status ?? null).toBe(status);
      expect(decision?.message ?? null).toBe(message);
    },
  );

  it("an employee of another client answers 404 before any group is looked at", () => {
    expect(mayChangeEmployeeGroups(session("a"), employee(["100"], 2), ["100"])?.status).toBe(404);
  });
});

describe("the full SSN (only who may modify one of the employee's groups)", () => {
  it.each([
    ["Modify in one of the employee's groups", "acme.admin", {}, ["100", "200"], 1, null],
    [
      "View in every group of the employee",
      "acme.admin",
      { group100: "View" as const },
      ["100", "200"],
      1,
      403,
    ],
    ["a view-only login holding Modify", "acme.VIEW", { group100: "Modify" as const }, ["100"], 1, 403],
    ["no employees.edit", "acme.admin", { edit: false }, ["100"], 1, 403],
    ["an employee of another client", "acme.admin", {}, ["100"], 2, 404],
  ])("%s → %s", (_name, loginId, options, groups, clientId, status) => {
    expect(mayViewFullSsn(session(loginId, options), employee(groups, clientId))?.status ?? null).toBe(
      status,
    );
  });

  it("an unknown employee answers like one that does not exist", () => {
    expect(mayViewFullSsn(session("acme.admin"), null)?.status).toBe(404);
  });

  it("its route refuses a view-only login before any record is read", () => {
    expect(mayUseRoute(session("acme.VIEW", { edit: true }), "employee.ssn")?.code).toBe("view_only");
    expect(mayUseRoute(session("acme.admin"), "employee.ssn")).toBeNull();
  });
});

describe("a report with full SSNs: the full-SSN rule on every group it covers", () => {
  /** A session holding the census entitlement (session-and-admin.md §6). */
  const withCensus = (loginId: string, options: Parameters<typeof session>[1] = {}): SessionContext => {
    const s = session(loginId, options);
    const entitlements = {
      ...s.view.entitlements,
      reports: { ...s.view.entitlements.reports, CensusReports: true },
    };
    return { ...s, view: { ...s.view, entitlements } };
  };
  const census = (groupNumbers: string[], ssnMask: boolean) => ({
    reportType: "census" as const,
    groupNumbers,
    ssnMask,
  });
  it.each([
    ["masked, groups only viewed", "acme.admin", {}, ["200"], true, null],
    ["full SSNs, every group Modify", "acme.admin", {}, ["100"], false, null],
    ["full SSNs, one group only viewed", "acme.admin", {}, ["100", "200"], false, 403],
    ["full SSNs, no employees.edit", "acme.admin", { edit: false }, ["100"], false, 403],
    ["full SSNs, a group of another client", "acme.admin", {}, ["100", "999"], false, 404],
    ["a view-only login holding Modify, masked", "acme.VIEW", {}, ["100"], true, 403],
    ["a view-only login holding Modify, full SSNs", "acme.VIEW", {}, ["100"], false, 403],
  ])("request: %s → %s", (_name, loginId, options, groups, ssnMask, status) => {
    expect(mayRequestReport(withCensus(loginId, options), census(groups, ssnMask))?.status ?? null).toBe(
      status,
    );
  });

  it("says why full SSNs are refused", () => {
    expect(mayRequestReport(withCensus("acme.admin"), census(["100", "200"], false))?.message).toBe(
      policyMessages.fullSsnReport,
    );
  });

  it.each([
    ["masked, groups only viewed", "acme.admin", ["200"], true, null],
    ["full SSNs, every group Modify", "acme.admin", ["100"], false, null],
    ["full SSNs, one group only viewed", "acme.admin", ["100", "200"], false, 403],
    ["full SSNs, a view-only login holding Modify", "acme.VIEW", ["100"], false, 403],
    ["masked, a view-only login", "acme.VIEW", ["100"], true, null],
  ])("file: %s → %s", (_name, loginId, groups, ssnMask, status) => {
    const report = { clientId: 1, groupNumbers: groups, ssnMask };
    expect(mayReadReport(session(loginId), report)?.status ?? null).toBe(status);
  });

  it("the request's route refuses a view-only login but needs no employees.edit; the lists stay readable", () => {
    expect(mayUseRoute(session("acme.VIEW"), "reports.request")?.code).toBe("view_only");
    expect(mayUseRoute(session("acme.admin", { edit: false }), "reports.request")).toBeNull();
    expect(mayUseRoute(session("acme.VIEW"), "reports.read")).toBeNull();
    expect(mayUseRoute(session("acme.VIEW"), "report.read")).toBeNull();
  });
});

describe("internal staff and cancelled clients (session-and-admin.md §2, §4, §6)", () => {
  const as = (role: string, employer: SessionContext["view"]["employer"] = null): SessionContext => {
    const s = session("staff.one");
    return { ...s, view: { ...s.view, admin: { ...s.view.admin, role }, employer } };
  };
  const employer = (status: "active" | "cancelled", conditionsAccepted?: boolean) => ({
    clientNumber: "100009",
    clientName: "C",
    brandCode: "6008",
    status,
    aso: false,
    ...(conditionsAccepted === undefined ? {} : { conditionsAccepted }),
  });

  it.each([
    ["internal", null],
    ["ROLE_INTERNAL", null],
    ["plan_admin", 403],
    ["mcu_admin", 403],
  ])("the internal clients search for role %s → %s", (role, status) => {
    expect(mayUseRoute(as(role), "clients.internal")?.status ?? null).toBe(status);
  });

  it.each([
    ["internal", { administered: false }, null],
    ["internal", null, 404],
    ["mcu_admin", { administered: false }, 404],
    ["mcu_admin", { administered: true }, null],
  ] as const)("choosing a client as %s, %j → %s", (role, client, status) => {
    expect(mayChooseClient(as(role), client)?.status ?? null).toBe(status);
  });

  it.each([
    ["a cancelled client not accepted", employer("cancelled", false), "conditions_required"],
    ["a cancelled client, acceptance unknown", employer("cancelled"), "conditions_required"],
    ["a cancelled client accepted", employer("cancelled", true), null],
    ["an active client", employer("active"), null],
  ])("enrollment routes for %s → %s", (_name, chosen, code) => {
    for (const policy of conditionsFirstPolicies)
      expect(mayUseRoute(as("plan_admin", chosen), policy)?.code ?? null).toBe(code);
    expect(mayUseRoute(as("plan_admin", chosen), "employee.read")).toBeNull();
    expect(mayUseRoute(as("plan_admin", chosen), "session.conditions")).toBeNull();
  });

  it("the refusal says what to do", () => {
    expect(mayUseRoute(as("plan_admin", employer("cancelled")), "enrollments.read")).toEqual({
      status: 403,
      message: policyMessages.conditionsFirst,
      code: "conditions_required",
    });
  });
});

describe("plan administrators: only a super user of the chosen client", () => {
  const superUser = (loginId = "acme.super", clientId: number | null = 1): SessionContext => {
    const s = session(loginId, { clientId });
    return { ...s, view: { ...s.view, entitlements: { ...s.view.entitlements, superUserRole: true } } };
  };
  const managed = (clientIds: number[], adminId = 2, role = "plan_admin") => ({ adminId, clientIds, role });
  it.each([
    ["a super user", superUser(), null],
    ["an administrator without the role", session("acme.admin"), "forbidden"],
    ["a view-only super user", superUser("acme.VIEW"), "view_only"],
    ["a super user with no client chosen", superUser("acme.super", null), "no_client"],
  ])("%s: route %s", (_name, who, code) => {
    expect(mayUseRoute(who, "planAdmins.manage")?.code ?? null).toBe(code);
    expect(mayUseRoute(who, "planAdmin.manage")?.code ?? null).toBe(code);
  });
  it.each([
    ["of the chosen client", managed([1]), "edit", null],
    ["of another client", managed([2]), "edit", 404],
    ["unknown", null, "edit", 404],
    ["oneself, disabled", managed([1], 1), "disable", 403],
    ["oneself, edited", managed([1], 1), "edit", null],
    ["oneself, removed from the client", managed([1], 1), "remove", 403],
    ["of the chosen client, removed from it", managed([1]), "remove", null],
    ["of another client, removed", managed([2]), "remove", 404],
  ] as const)("an administrator %s (%s) answers %s", (_name, admin, action, status) => {
    expect(mayManagePlanAdmin(superUser(), admin, action)?.status ?? null).toBe(status);
  });

  // A shared administrator's identity holds in every client: one client's super user manages only
  // this client's part (group entitlements, access), never the e-mail, password or account.
  const shared = [
    ["of two clients", managed([1, 2])],
    ["of one client with role mcu_admin", managed([1], 2, "mcu_admin")],
    ["of one client with role internal", managed([1], 2, "internal")],
  ] as const;
  it.each(
    shared.flatMap(([name, admin]) =>
      (
        [
          ["read", null],
          ["groups", null],
          ["remove", null],
          ["edit", "identity_elsewhere"],
          ["disable", "identity_elsewhere"],
        ] as const
      ).map(([action, code]) => [name, action, code, admin] as const),
    ),
  )("an administrator %s: %s answers %s", (_name, action, code, admin) => {
    expect(mayManagePlanAdmin(superUser(), admin, action)?.code ?? null).toBe(code);
  });
  it("a shared administrator of another client is still not found", () => {
    expect(mayManagePlanAdmin(superUser(), managed([2, 3], 2, "mcu_admin"), "read")?.status).toBe(404);
  });
});

describe("operator routes: the operator's token or network (the operator's metrics)", () => {
  const token = "t".repeat(64);
  const loopback = { token: undefined, allow: ["127.0.0.0/8", "::1/128"] };
  const withToken = { token, allow: ["127.0.0.0/8", "::1/128"] };
  const office = { token: undefined, allow: ["10.8.0.0/16", "2001:db8::/32", "192.0.2.7"] };
  it.each([
    ["loopback, no token", { bearer: undefined, address: "127.0.0.1" }, loopback, null],
    ["IPv6 loopback", { bearer: undefined, address: "::1" }, loopback, null],
    ["IPv4-mapped loopback", { bearer: undefined, address: "::ffff:127.0.0.1" }, loopback, null],
    ["another address, no token", { bearer: undefined, address: "203.0.113.9" }, loopback, 404],
    ["no socket (an in-process call)", { bearer: undefined, address: "unknown" }, loopback, 404],
    ["any address with the token", { bearer: token, address: "203.0.113.9" }, withToken, null],
    ["a wrong token", { bearer: `${token}x`, address: "203.0.113.9" }, withToken, 404],
    ["a token when none is configured", { bearer: token, address: "203.0.113.9" }, loopback, 404],
    ["an address of an allowed IPv4 network", { bearer: undefined, address: "10.8.255.1" }, office, null],
    ["just outside it", { bearer: undefined, address: "10.9.0.1" }, office, 404],
    ["an address of an allowed IPv6 network", { bearer: undefined, address: "2001:db8:1::5" }, office, null],
    ["the one allowed host", { bearer: undefined, address: "192.0.2.7" }, office, null],
    ["its neighbour", { bearer: undefined, address: "192.0.2.8" }, office, 404],
    ["loopback when only the office is allowed", { bearer: undefined, address: "127.0.0.1" }, office, 404],
  ])("%s → %s", (_name, request, access, status) => {
    const decision = mayReadOperatorData(request, access);
    expect(decision?.status ?? null).toBe(status);
    // Refused exactly as an unknown path is, so a scan learns nothing.
    if (decision) expect(decision).toEqual({ status: 404, message: NO_SUCH_ENDPOINT, code: "not_found" });
  });

  it("needs no session: the route-level check of a session lets it through", () => {
    expect(routePolicies.operator.session).toBe(false);
    expect(mayUseRoute(null, "operator")).toBeNull();
  });

  it.each([
    ["127.0.0.1", ["127.0.0.0/8"], true],
    ["10.0.0.1", [], false],
    ["", ["0.0.0.0/0"], false],
    ["::ffff:10.1.2.3", ["10.0.0.0/8"], true],
  ])("%s in %j: %s", (address, networks, inside) => {
    expect(inNetworks(address, networks)).toBe(inside);
  });
});

describe("a write keeps what the administrator may not modify as stored (Modify 100, View 200, N/A 300)", () => {
  it.each<[string, string[], string[]]>([
    ["none named: the View and N/A groups are kept", [], ["200", "300", "400"]],
    ["a named View group is not kept: the change is refused instead", ["200"], ["300", "400"]],
    ["a named Modify group is the change's", ["100"], ["200", "300", "400"]],
  ])("%s", (_name, named, kept) => {
    expect(groupsKeptAsStored(session("a"), ["100", "200", "300", "400"], named)).toEqual(kept);
  });

  it("a view-only login keeps every group as stored", () => {
    expect(groupsKeptAsStored(session("a.VIEW"), ["100", "200"], [])).toEqual(["100", "200"]);
  });
});

describe("answers carry only the groups the session may read (Modify 100, View 200, N/A 300)", () => {
  const coverage = (groupNumber: string) => ({ groupNumber, memberLobs: [] });
  const member = {
    fullName: { first: "Pat", last: "Member" },
    medicareEligibleIndicator: "no" as const,
    otherInsuranceIndicator: "no" as const,
    memberCoverages: [coverage("100"), coverage("200"), coverage("300")],
  };

  it("every member keeps their place and only the coverages of readable groups", () => {
    const cut = readableEmployeeRecord(session("a"), {
      subscriber: member,
      dependents: [member, { ...member, memberCoverages: [coverage("300")] }],
    });
    expect(cut.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual(["100", "200"]);
    expect(cut.dependents.map((d) => d.memberCoverages.map((c) => c.groupNumber))).toEqual([
      ["100", "200"],
      [],
    ]);
  });

  it("a group list is cut the same way", () => {
    expect(readableEmployeeGroups(session("a"), ["300", "200", "100", "999"], (g) => g)).toEqual([
      "200",
      "100",
    ]);
  });
});

describe("premium bills need the Bills access (session-and-admin.md §6: EP ViewBills, ebill)", () => {
  const withBills = (s: SessionContext, ebill = true): SessionContext => ({
    ...s,
    view: { ...s.view, entitlements: { ...s.view.entitlements, ebill } },
  });
  const bill = (groupNumber: string, clientId = 1) => ({ clientId, groupNumber });
  it.each<[string, SessionContext, string, number | null]>([
    ["Bills and employees view: a Modify group's bill", withBills(session("a")), "100", null],
    ["Bills and a View group's bill", withBills(session("a")), "200", null],
    ["an N/A group's bill answers like none", withBills(session("a")), "300", 404],
    ["without Bills", withBills(session("a"), false), "100", 403],
    [
      "Bills without employees view (a bill names employees)",
      withBills(session("a", { view: false })),
      "100",
      403,
    ],
  ])("%s", (_name, s, groupNumber, status) => {
    expect(mayReadInvoice(s, bill(groupNumber))?.status ?? null).toBe(status);
    expect(mayReadBillingGroup(s, groupNumber)?.status ?? null).toBe(status);
  });

  it("another client's bill answers 404", () => {
    expect(mayReadInvoice(withBills(session("a")), bill("100", 2))?.status).toBe(404);
  });

  it.each<[string, SessionContext, string, BillingUserType | null, number | null]>([
    ["the pay user type may pay a Modify group", withBills(session("a")), "100", "pay", null],
    [
      "the pay user type may pay a View group (the user type decides)",
      withBills(session("a")),
      "200",
      "pay",
      null,
    ],
    ["manage holds pay", withBills(session("a")), "100", "manage", null],
    ["the view user type may not pay", withBills(session("a")), "100", "view", 403],
    ["an N/A group answers like none", withBills(session("a")), "300", "pay", 404],
    ["a view-only login never pays", withBills(session("a.VIEW")), "100", "manage", 403],
    ["without Bills", withBills(session("a"), false), "100", "manage", 403],
  ])("%s", (_name, s, groupNumber, userType, status) => {
    expect(mayPayBills(s, groupNumber, userType)?.status ?? null).toBe(status);
  });

  const account = (groupNumbers: string[], clientId = 1) => ({ clientId, groupNumbers });
  it.each<
    [
      string,
      SessionContext,
      ReturnType<typeof account> | null | "new",
      string[],
      BillingUserType | null,
      number | null,
    ]
  >([
    [
      "manage creates an account of readable groups",
      withBills(session("a")),
      "new",
      ["100", "200"],
      "manage",
      null,
    ],
    ["pay may not create one", withBills(session("a")), "new", ["100"], "pay", 403],
    ["view may not create one", withBills(session("a")), "new", ["100"], "view", 403],
    [
      "a group it may not read answers like none",
      withBills(session("a")),
      "new",
      ["100", "300"],
      "manage",
      404,
    ],
    ["another client's group answers like none", withBills(session("a")), "new", ["999"], "manage", 404],
    [
      "manage changes a stored account",
      withBills(session("a")),
      account(["100"]),
      ["100", "200"],
      "manage",
      null,
    ],
    [
      "a stored account of an N/A group answers like none",
      withBills(session("a")),
      account(["300"]),
      ["100"],
      "manage",
      404,
    ],
    [
      "another client's account answers like none",
      withBills(session("a")),
      account(["100"], 2),
      ["100"],
      "manage",
      404,
    ],
    ["none stored", withBills(session("a")), null, ["100"], "manage", 404],
    ["a view-only login never manages", withBills(session("a.VIEW")), "new", ["100"], "manage", 403],
    ["without Bills", withBills(session("a"), false), "new", ["100"], "manage", 403],
  ])("%s", (_name, s, stored, changedTo, userType, status) => {
    expect(mayManageBillingAccount(s, stored, changedTo, userType)?.status ?? null).toBe(status);
  });

  it.each<[string, ReturnType<typeof account> | null, number | null]>([
    ["an account of readable groups is read", account(["100", "200"]), null],
    ["one billing a group beyond the administrator's rights answers like none", account(["100", "300"]), 404],
    ["another client's", account(["100"], 2), 404],
  ])("%s", (_name, stored, status) => {
    expect(mayReadBillingAccount(withBills(session("a")), stored)?.status ?? null).toBe(status);
  });

  it.each<[BillingUserType | null, "view" | "pay" | "manage", number | null]>([
    ["view", "view", null],
    ["view", "pay", 403],
    ["pay", "manage", 403],
    ["manage", "manage", null],
    [null, "view", 403],
  ])("the user type %s doing %s: %s", (userType, action, status) => {
    expect(mayActAsBillingUser(withBills(session("a")), userType, action)?.status ?? null).toBe(status);
  });

  it.each([
    "billing.read",
    "billing.invoice",
    "billing.account",
    "billing.pay",
    "billing.accounts",
    "billing.accounts.create",
    "billingAccount.modify",
  ] as const)("route %s refuses a session without Bills with the Bills sentence", (policy) => {
    expect(mayUseRoute(withBills(session("a"), false), policy)).toMatchObject({
      status: 403,
      message: policyMessages.noBills,
    });
    expect(mayUseRoute(withBills(session("a")), policy)).toBeNull();
  });
});
