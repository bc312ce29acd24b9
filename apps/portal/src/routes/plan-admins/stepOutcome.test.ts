import { ApiError, type PlanAdminDetail } from "@epr/contract";
import { domainMessages, type PlanAdminStepId } from "@epr/domain";
import { describe, expect, it } from "vitest";
import type { PlanAdminStepParams } from "../../lib/paths.js";
import { cardFor, failureOf, type PlanAdminStepMode, stepModeOf, stepOffered } from "./stepOutcome.js";

describe("a plan administrator step's failed save (session-and-admin.md §8)", () => {
  it.each([
    [
      "a refusal the server explained says its reason",
      new ApiError(409, { message: "That user ID is taken." }),
      "That user ID is taken.",
    ],
    [
      "a server error never shows its own words",
      new ApiError(500, { message: "relation x does not exist" }),
      domainMessages.genericErrorText,
    ],
    ["no answer at all", new TypeError("Failed to fetch"), domainMessages.genericErrorText],
  ])("%s", (_case, error, message) => {
    expect(failureOf(error)).toEqual({ kind: "failure", message });
  });
});

const detail = (changes: Partial<PlanAdminDetail> = {}) =>
  ({
    loginId: "pat.admin",
    identityManaged: true,
    ucdDental: false,
    billing: false,
    ...changes,
  }) as PlanAdminDetail;
const params = (isAnEdit: boolean): PlanAdminStepParams => ({
  isAnEdit,
  clientNumber: "100001",
  createFlow: false,
  ...(isAnEdit ? { loginId: "pat.admin" } : {}),
});

const managed = detail();
const elsewhere = detail({ identityManaged: false });
const withBoth = detail({ ucdDental: true, billing: true });

/** Each mode of a step (session-and-admin.md §2 add-plan-admin.*), from the address and what loaded. */
const modes: [
  name: string,
  isAnEdit: boolean,
  loaded: PlanAdminDetail | undefined,
  mode: PlanAdminStepMode,
][] = [
  ["adding", false, undefined, { kind: "adding" }],
  ["an edit still loading", true, undefined, { kind: "loading" }],
  ["an edit of an administrator this client manages", true, managed, { kind: "editing", detail: managed }],
  [
    "an edit of one whose identity is managed elsewhere",
    true,
    elsewhere,
    { kind: "managedElsewhere", detail: elsewhere },
  ],
];

describe("a plan administrator step's mode (session-and-admin.md §2 add-plan-admin.*)", () => {
  it.each(modes)("%s", (_name, isAnEdit, loaded, mode) => {
    expect(stepModeOf({ params: params(isAnEdit), detail: loaded })).toEqual(mode);
  });

  const all: PlanAdminStepId[] = [
    "demographics",
    "userEntitlements",
    "groupEntitlements",
    "dentalEntitlements",
    "billingEntitlements",
  ];
  it.each<[string, PlanAdminStepMode, PlanAdminStepId[]]>([
    ["adding: Demographics only", { kind: "adding" }, ["demographics"]],
    ["loading: none yet", { kind: "loading" }, []],
    [
      "editing: Dental and Billing only when held",
      { kind: "editing", detail: managed },
      ["demographics", "userEntitlements", "groupEntitlements"],
    ],
    ["editing, both held: every step", { kind: "editing", detail: withBoth }, all],
    [
      "managed elsewhere: as an edit",
      { kind: "managedElsewhere", detail: elsewhere },
      ["demographics", "userEntitlements", "groupEntitlements"],
    ],
  ])("offered steps, %s", (_name, mode, offered) => {
    expect(all.filter((step) => stepOffered(step, mode))).toEqual(offered);
  });

  it.each(modes)("the card in mode %s", (_name, _isAnEdit, _loaded, mode) => {
    const card = { mode: "edit" as const, onEdit: () => undefined };
    expect(cardFor(mode, card)).toEqual(mode.kind === "managedElsewhere" ? { mode: "read" } : card);
  });
});
