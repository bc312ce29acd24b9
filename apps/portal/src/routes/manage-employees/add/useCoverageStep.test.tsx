import { getBrand } from "@epr/brand-themes";
import type { Session } from "@epr/contract";
import { type EmployeeRecord, SUBSCRIBER_KEY } from "@epr/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { employerSession } from "../../../testing/sessions.js";
import { AddFlowContext, type AddFlowState } from "./AddFlowContext.js";
import { type AddFlowDraft, newDraft, reduceDraft } from "./draft.js";
import { useCoverageStep } from "./useCoverageStep.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = new Date(2026, 10, 22);
const harbor = { brand: getBrand("6008").capabilities };
const PLAN = {
  groupNumber: "100100",
  productId: "PPO1",
  productName: "Keystone PPO",
  icisProductType: "PPO",
};
const INVALID_PCP = "Please enter a valid Provider Number.";

/** The server of the step: the plans offered, the group's information and report codes, the checks. */
function serve({ pcpValid }: { pcpValid: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      const answer = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
      if (url === "/api/config")
        return answer({
          pinnedBrand: null,
          flags: { SEP: false, ALERTS: false },
          session: { idleSeconds: 1800, warningSeconds: 120 },
        });
      if (url.startsWith("/api/coverages?")) {
        const medical = new URL(url, "http://x").searchParams.get("coverageType") === "MEDICAL";
        return answer({
          payload: medical
            ? [
                {
                  groupNumber: PLAN.groupNumber,
                  products: [
                    {
                      icisProductType: PLAN.icisProductType,
                      productId: PLAN.productId,
                      productName: PLAN.productName,
                      coverageEffectiveDate: "12/01/2026",
                    },
                  ],
                },
              ]
            : [],
        });
      }
      if (url.includes("/additional-information"))
        return answer({
          payload: {
            groupNumber: PLAN.groupNumber,
            aso: false,
            providerRequired: true,
            tobaccoQuestionRequired: true,
            adultAge: 18,
            planAreaCode: "363",
          },
        });
      if (url.endsWith("/report-codes")) return answer({ payload: [] });
      if (url === "/api/providers/validate-pcp")
        return answer(
          pcpValid
            ? {
                valid: true,
                payload: { physicianNumber: "1000003", physicianName: "VALLEY" },
                returnCode: null,
                returnCodeDescription: null,
              }
            : { valid: false, payload: null, returnCode: "PCP01", returnCodeDescription: INVALID_PCP },
        );
      return new Response(null, { status: 404 });
    }),
  );
  return calls;
}

/** A draft past the subscriber step: Elena, ZIP 19103, coverage from 12/01/2026; `typed`: the medical plan chosen. */
function draftOf(chosen: boolean): AddFlowDraft {
  const draft = newDraft(harbor);
  const record = {
    ...draft.record,
    globalCoverageEffectiveDate: "12/01/2026",
    subscriber: {
      ...draft.record.subscriber,
      ssn: "123456789",
      fullName: { first: "Elena", last: "Lindqvist" },
      gender: "F",
      birthDate: "05/23/1990",
      address: { address1: "1 Main St", city: "Philadelphia", state: "PA", zipCode: { base: "19103" } },
    },
  } as EmployeeRecord;
  return {
    ...draft,
    record,
    ...(chosen
      ? {
          coverageTyped: {
            plans: {
              MEDICAL: {
                coverageType: "MEDICAL",
                groupNumber: PLAN.groupNumber,
                productId: PLAN.productId,
                productName: PLAN.productName,
                effectiveDate: "12/01/2026",
                members: { [SUBSCRIBER_KEY]: true },
                lineOfBusiness: PLAN.icisProductType,
              },
            },
            providers: {},
            tobacco: {},
            reportCodes: {},
          },
        }
      : {}),
  };
}

function renderStep(draft: AddFlowDraft) {
  const flow: AddFlowState = {
    draft,
    dispatch: vi.fn(),
    reduce: reduceDraft(harbor),
    session: {
      ...employerSession(),
      employer: { ...employerSession().employer, brandCode: "6008", aso: false },
    } as unknown as Session,
    today,
    current: "coverage",
    persist: vi.fn(),
    leave: vi.fn(),
    saveError: null,
    saveAndLeave: { current: null },
    askBeforeLeaving: vi.fn(),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/employer/manage-employees/add/coverage"]}>
        <AddFlowContext.Provider value={flow}>{children}</AddFlowContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { flow, ...renderHook(() => useCoverageStep(), { wrapper }) };
}

describe("useCoverageStep (enrollment.md §2 employee.add.coverage; §4 Assigning plans, Provider validation on save)", () => {
  it("offers the groups' plans for the subscriber's ZIP and date, with the subscriber as the first member", async () => {
    const calls = serve({ pcpValid: true });
    const { result } = renderStep(draftOf(false));
    await waitFor(() => expect(result.current.plans.offers.loading).toBe(false));
    expect(result.current.plans.offers.offered.map((offer) => offer.coverageType)).toEqual(["MEDICAL"]);
    expect(result.current.plans.members.map((member) => member.name)).toEqual(["Elena Lindqvist"]);
    expect(result.current.zipCode).toBe("19103");
    expect(calls).toContain(
      "GET /api/coverages?version=v2&coverageType=MEDICAL&effectiveDate=12-01-2026&zipCode=19103",
    );
    // No medical plan yet: no group information, so no provider or tobacco card.
    expect(result.current.providers).toEqual([]);
    expect(result.current.tobacco).toEqual([]);
  });

  it("no plan chosen: accept refuses with the no-product notice (the 'IMPORTANT' modal), closed by closeNotices", async () => {
    serve({ pcpValid: true });
    const { result } = renderStep(draftOf(false));
    await waitFor(() => expect(result.current.plans.offers.loading).toBe(false));
    let next: AddFlowDraft | null | undefined;
    act(() => {
      next = result.current.shell.accept();
    });
    expect(next).toBeNull();
    expect(result.current.notices).toEqual([{ key: "noProductSelected" }]);
    act(() => result.current.closeNotices());
    expect(result.current.notices).toEqual([]);
  });

  it("a medical plan chosen: a provider and a tobacco card for the subscriber, as the group asks", async () => {
    serve({ pcpValid: true });
    const { result } = renderStep(draftOf(true));
    await waitFor(() => expect(result.current.providers).toHaveLength(1));
    expect(result.current.providers[0]).toMatchObject({
      id: SUBSCRIBER_KEY,
      participantName: "Elena Lindqvist",
      groupRequiresProvider: true,
      serverError: null,
    });
    expect(result.current.tobacco.map((card) => card.participantName)).toEqual(["Elena Lindqvist"]);
  });

  it("a provider the server refuses: the step stays, the message goes to the card, and the step forms are refused", async () => {
    serve({ pcpValid: false });
    const { result } = renderStep(draftOf(true));
    await waitFor(() => expect(result.current.providers).toHaveLength(1));
    const failuresBefore = result.current.shell.forms.failures;
    const accepted = await submitEverything(result.current);
    let saved: AddFlowDraft | null = accepted;
    await act(async () => {
      saved = await result.current.shell.confirm(accepted);
    });
    expect(saved).toBeNull();
    expect(result.current.providers[0]?.serverError).toBe(INVALID_PCP);
    // The refusal is the step forms' (they focus the error summary the provider card then shows).
    expect(result.current.shell.forms.failures).toBe(failuresBefore + 1);
  });

  it("a provider the server accepts: plan, provider and tobacco answer are written on the record", async () => {
    const calls = serve({ pcpValid: true });
    const { result } = renderStep(draftOf(true));
    await waitFor(() => expect(result.current.providers).toHaveLength(1));
    const accepted = await submitEverything(result.current);
    let saved: AddFlowDraft | null = null;
    await act(async () => {
      saved = await result.current.shell.confirm(accepted);
    });
    expect(calls).toContain("POST /api/providers/validate-pcp");
    const coverage = (saved as AddFlowDraft | null)?.record.subscriber.memberCoverages[0];
    expect(coverage?.groupNumber).toBe(PLAN.groupNumber);
    expect(coverage?.memberLobs.map((lob) => lob.productId)).toEqual([PLAN.productId]);
    expect(coverage?.providerInformation?.physicianNumber).toBe("1000003");
    expect(coverage?.tobaccoStatus).toBe("N");
    expect(result.current.shell.forms.failures).toBe(0);
  });
});

/**
 * What Save & Continue does before the checks: each card hands on its values (the cards' submits,
 * here called as the cards would), then `accept` makes the next draft.
 */
async function submitEverything(step: ReturnType<typeof useCoverageStep>): Promise<AddFlowDraft> {
  await act(async () => {
    await step.shell.forms.submitAll();
  });
  step.plans.onSubmit("MEDICAL", {
    coverageType: "MEDICAL",
    lineOfBusiness: PLAN.icisProductType,
    groupNumber: PLAN.groupNumber,
    productId: PLAN.productId,
    productName: PLAN.productName,
    coverageEffectiveDate: "12/01/2026",
    members: { [SUBSCRIBER_KEY]: true },
  });
  step.providers[0]?.onSubmit({
    physicianNumber: "1000003",
    physicianName: "VALLEY",
    reason: "Initial PCP Selection",
    establishedPatient: false,
    effectiveDate: "12/01/2026",
  });
  step.tobacco[0]?.onSubmit({ tobaccoStatus: "N", tobaccoUsageDate: "" });
  const next = step.shell.accept();
  expect(next).not.toBeNull();
  return next as AddFlowDraft;
}
