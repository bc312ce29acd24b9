import { type EmployeeRecord, employeeRecordSchema, formatUsDate } from "@epr/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Component as AddCoveragePage } from "./AddCoveragePage.js";
import { EditCoverageSections } from "./coverageSections.js";
import { Component as EditProviderDirectoryPage } from "./EditProviderDirectoryPage.js";
import { useEmployeeEdit } from "./EmployeeEditContext.js";
import { Component as EmployeeEditLayout } from "./EmployeeEditLayout.js";
import type { EmployeeEditDraft } from "./editDraft.js";

/**
 * The coverage side of an edit up to the draft the save sends (enrollment.md §4):
 * the review page's coverage sections, the add-coverage page and the edit's provider directory share
 * the edit's draft; the server is a stubbed fetch. The review page's entry checks, begin and save are
 * the edit core's: a harness begins the draft here.
 */
const record: EmployeeRecord = employeeRecordSchema.parse({
  umi: "U1",
  globalCoverageEffectiveDate: "12/01/2026",
  subscriber: {
    fullName: { first: "Elena", last: "Lind" },
    relationshipCode: "18",
    birthDate: "01/01/1980",
    gender: "F",
    address: { address1: "1 Main St", city: "Springfield", state: "IL", zipCode: { base: "62701" } },
    medicareEligibleIndicator: "no",
    otherInsuranceIndicator: "no",
    memberCoverages: [
      {
        groupNumber: "100",
        memberLobs: [
          {
            lineOfBusiness: "HMO",
            coverageType: "MEDICAL",
            productId: "H1",
            productName: "HMO Gold",
            coverageEffectiveDate: "01/01/2026",
          },
        ],
        providerInformation: {
          physicianNumber: "123456",
          physicianName: "DR OLD",
          physicianEffectiveDate: "01/01/2026",
        },
      },
    ],
  },
  dependents: [
    {
      fullName: { first: "Marco", last: "Lind" },
      relationshipCode: "01",
      birthDate: "01/01/1981",
      gender: "M",
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      memberCoverages: [
        {
          groupNumber: "100",
          memberLobs: [
            {
              lineOfBusiness: "HMO",
              coverageType: "MEDICAL",
              productId: "H1",
              productName: "HMO Gold",
              coverageEffectiveDate: "01/01/2026",
            },
          ],
        },
      ],
    },
  ],
});

// Each wait holds until its state shows; on a loaded machine a page's chunk of cards takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const review = "/employer/manage-employees/find/review";
let latest: EmployeeEditDraft | null = null;
/** What the harness begins the edit with, and whether the administrator may modify group 100. */
let harness = { record, modifiable: true };

/** Stands for the edit core's review page: begins the edit once and shows the coverage sections. */
function ReviewHarness() {
  const { draft, begin } = useEmployeeEdit();
  useEffect(() => {
    if (!draft) begin("U1", 7, harness.record);
  }, [draft, begin]);
  latest = draft;
  return draft ? (
    <main>
      <EditCoverageSections
        groupNumber="100"
        groups={[{ groupNumber: "100", groupName: "Acme", status: "active", modifiable: harness.modifiable }]}
      />
    </main>
  ) : null;
}

function DraftProbe({ children }: { children: React.ReactNode }) {
  latest = useEmployeeEdit().draft;
  return <>{children}</>;
}

function serve() {
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://portal");
      if (url.pathname === "/api/groups/100/additional-information")
        return answer({
          payload: {
            groupNumber: "100",
            aso: false,
            providerRequired: false,
            tobaccoQuestionRequired: true,
            adultAge: 18,
          },
        });
      if (url.pathname === "/api/groups/100/report-codes")
        return answer({
          payload: [
            {
              type: "Department",
              abbreviatedType: "DEPT",
              required: false,
              maxLength: 10,
              allowedValues: [],
              effectiveDate: "01/01/2020",
              cancelDate: null,
            },
          ],
        });
      // The cancel reason codes service (the modal leaves out 99 whatever it is sent).
      if (url.pathname === "/api/reference/cancel-reasons")
        return answer({
          payload: [
            { value: "01", label: "Voluntary" },
            { value: "99", label: "Never offered" },
          ],
        });
      if (url.pathname === "/api/coverages") {
        const dental = url.searchParams.get("coverageType") === "DENTAL";
        return answer({
          payload: dental
            ? [
                {
                  groupNumber: "100",
                  products: [{ productId: "D9", productName: "Dental Plus", icisProductType: "DEN" }],
                },
              ]
            : [],
        });
      }
      return new Response(JSON.stringify({ message: `unexpected ${url.pathname}` }), { status: 404 });
    }),
  );
}

function renderEdit(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(["session"], null);
  const router = createMemoryRouter(
    [
      {
        element: <EmployeeEditLayout />,
        children: [
          { path: review, element: <ReviewHarness /> },
          {
            path: "/employer/manage-employees/find/add-coverage",
            element: (
              <DraftProbe>
                <AddCoveragePage />
              </DraftProbe>
            ),
          },
          {
            path: "/employer/manage-employees/find/provider-directory",
            element: <EditProviderDirectoryPage />,
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const coverageOf = (draft: EmployeeEditDraft | null, index: number) =>
  (index === 0 ? draft?.record.subscriber : draft?.record.dependents[index - 1])?.memberCoverages.find(
    (c) => c.groupNumber === "100",
  );

beforeEach(() => {
  latest = null;
  harness = { record, modifiable: true };
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Whole journeys through several pages: more than the default 5 s on a loaded machine.
describe("the coverage side of an edit (enrollment.md §4)", { timeout: 30_000 }, () => {
  it("answers tobacco, takes the directory's provider, copies it to the spouse: all on the draft", async () => {
    const user = userEvent.setup();
    const router = renderEdit(`${review}?umi=U1&edit=true`);
    // The tobacco card of each medical participant (the group asks the question).
    const tobacco = await screen.findByRole("heading", { name: /Tobacco: Elena Lind/ });
    const tobaccoCard = tobacco.closest("section, [data-tobacco]") as HTMLElement;
    await user.click(within(tobaccoCard).getByRole("radio", { name: "No" }));
    await waitFor(() => expect(coverageOf(latest, 0)?.tobaccoStatus).toBe("N"));

    // Search Provider Directory goes to the edit's directory, for participant 0.
    await user.click(screen.getAllByRole("button", { name: /Search Provider Directory/ })[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/employer/manage-employees/find/provider-directory"),
    );
    // The medical group rides along: the directory narrows to its network where the brand says so.
    expect(new URLSearchParams(router.state.location.search).get("group")).toBe("100");
    expect(
      await screen.findByRole("heading", { name: "Find a Primary Care Provider for Elena Lind" }),
    ).toBeTruthy();
    // The directory's choice comes back (its search is the add flow's, tested there).
    await router.navigate(`${review}?umi=U1&edit=true&PCPIndex=0&PCPNumber=555111&PCPNAME=DR%20NEW%20CHOICE`);
    await waitFor(() =>
      expect(coverageOf(latest, 0)?.providerInformation).toMatchObject({
        physicianNumber: "555111",
        physicianName: "DR NEW CHOICE",
        reason: "Initial PCP Selection",
      }),
    );
    // The answer typed before the trip is still on the draft, and the card shows the choice.
    expect(coverageOf(latest, 0)?.tobaccoStatus).toBe("N");
    const elenaNumber = () =>
      screen.getAllByRole("textbox", { name: /Provider Number/ })[0] as HTMLInputElement;
    await waitFor(() => expect(elenaNumber().value).toBe("555111"));
    // The choice is taken once: it leaves the address, so no card mounted later takes it again.
    await waitFor(() => expect(router.state.location.search).toBe("?umi=U1&edit=true"));

    // Copy to Others (one other member, so the modal's 'Please select at least one' does not apply).
    await user.click(screen.getAllByRole("button", { name: /Copy to Others/ })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("checkbox", { name: "Marco Lind" }));
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    await waitFor(() =>
      expect(coverageOf(latest, 1)?.providerInformation).toMatchObject({
        physicianNumber: "555111",
        physicianName: "DR NEW CHOICE",
      }),
    );
    expect(latest?.dirty).toBe(true);
    expect(latest?.version).toBe(7);

    // Copied back from the spouse after he got another number, the subscriber keeps the copy (her
    // card loads anew: the directory's earlier choice does not come back over it).
    const marcoNumber = () =>
      screen.getAllByRole("textbox", { name: /Provider Number/ })[1] as HTMLInputElement;
    await waitFor(() => expect(marcoNumber().value).toBe("555111"));
    await user.clear(marcoNumber());
    await user.type(marcoNumber(), "777000");
    await user.click(screen.getAllByRole("button", { name: /Copy to Others/ })[1] as HTMLElement);
    const back = await screen.findByRole("dialog");
    await user.click(within(back).getByRole("checkbox", { name: "Elena Lind" }));
    await user.click(within(back).getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(coverageOf(latest, 0)?.providerInformation?.physicianNumber).toBe("777000"));
    await waitFor(() => expect(elenaNumber().value).toBe("777000"));
  });

  it("the trash cancels the line (99 not offered), then the first cancellation moves to add coverage, whose plan comes back on the draft", async () => {
    const user = userEvent.setup();
    const router = renderEdit(`${review}?umi=U1&edit=true`);
    await user.click(await screen.findByRole("button", { name: "Cancel HMO Gold coverage, group 100" }));
    const dialog = await screen.findByRole("dialog");
    const reason = within(dialog).getByRole("combobox", { name: /Cancel Reason/ });
    await within(reason).findByRole("option", { name: "Voluntary" });
    expect(within(reason).queryByRole("option", { name: "Never offered" })).toBeNull();
    await user.selectOptions(reason, "01");
    const today = formatUsDate(new Date());
    await user.type(within(dialog).getByRole("textbox", { name: /Cancel Date/ }), today);
    await user.click(within(dialog).getByRole("button", { name: "Cancel Coverage" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/employer/manage-employees/find/add-coverage"),
    );
    expect(latest?.bookkeeping.coverages.forDeletion).toEqual([
      { groupNumber: "100", lineOfBusiness: "HMO", cancelReasonCode: "01", cancelDate: today },
    ]);

    // Add coverage: the dental plan for both members.
    const card = (await screen.findByRole("heading", { name: "Dental Coverage" })).closest(
      "form, section",
    ) as HTMLElement;
    await user.selectOptions(within(card).getByRole("combobox", { name: /Plan/ }), "100|D9");
    await user.click(within(card).getByRole("checkbox", { name: "Elena Lind" }));
    await user.click(screen.getByRole("button", { name: "Add Coverage" }));
    await waitFor(() => expect(router.state.location.search).toBe("?umi=U1&edit=true"));
    expect(latest?.bookkeeping.coverages.forAddition).toEqual([
      { groupNumber: "100", lineOfBusiness: "DEN" },
    ]);
    for (const index of [0, 1]) {
      const lines = coverageOf(latest, index)?.memberLobs.map((l) => [l.productId, l.coverageEffectiveDate]);
      expect(lines).toEqual([
        ["H1", "01/01/2026"],
        ["D9", "12/01/2026"],
      ]);
    }
    // Back on the review, the cancelled line shows marked.
    expect(await screen.findByText("Marked for cancellation")).toBeTruthy();
  });

  it("a group the administrator may only view shows its providers and tobacco read-only, with their values (enrollment.md §4 Tobacco, §6)", async () => {
    const withTobacco = structuredClone(record);
    const held = withTobacco.subscriber.memberCoverages[0];
    if (held) Object.assign(held, { tobaccoStatus: "T", tobaccoUsageDate: "03/01/2026" });
    harness = { record: withTobacco, modifiable: false };
    renderEdit(`${review}?umi=U1&edit=true`);

    // Every medical participant's provider, as on file, with no control to change it.
    const elena = (await screen.findByRole("heading", { name: /Primary Care Provider: Elena Lind/ })).closest(
      "[data-provider]",
    ) as HTMLElement;
    expect(within(elena).getByText("123456")).toBeTruthy();
    expect(within(elena).getByText("DR OLD")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Primary Care Provider: Marco Lind/ })).toBeTruthy();
    // The group asks the question: in edit each medical participant's card shows, read-only.
    const tobacco = screen
      .getByRole("heading", { name: /Tobacco: Elena Lind/ })
      .closest("[data-tobacco]") as HTMLElement;
    expect(within(tobacco).getByText("Yes")).toBeTruthy();
    expect(within(tobacco).getByText("03/01/2026")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Tobacco: Marco Lind/ })).toBeTruthy();
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryAllByRole("radio")).toEqual([]);
    expect(screen.queryByRole("button", { name: /Search Provider Directory|Copy to Others/ })).toBeNull();
  });
});
