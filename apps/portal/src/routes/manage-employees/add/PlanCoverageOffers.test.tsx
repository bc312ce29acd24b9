import { type CoveragePlanOption, SUBSCRIBER_KEY } from "@epr/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanCoverageOffers, type PlanCoverageOffersProps } from "./PlanCoverageOffers.js";

/**
 * The plans block shared by the add flow's Plan Coverage step and the edit's Add Coverage page
 * (enrollment.md §2, §7 Coverages): each state of the offers, and the cards' callbacks named by
 * coverage type.
 */
const medical: CoveragePlanOption[] = [
  {
    groupNumber: "100200",
    products: [{ productId: "MED-GOLD", icisProductType: "PPO", productName: "Gold PPO" }],
  },
];
const dental: CoveragePlanOption[] = [
  {
    groupNumber: "100200",
    products: [{ productId: "DEN-BASIC", icisProductType: "DEN", productName: "Dental Basic" }],
  },
];
const members = [{ key: SUBSCRIBER_KEY, name: "Jordan Lind", gender: "F", birthDate: "02/02/1985" }];

const renderOffers = (props: Partial<PlanCoverageOffersProps>) => {
  const all: PlanCoverageOffersProps = {
    offers: { loading: false, error: null, offered: [] },
    effectiveDate: "07/01/2026",
    noPlans: "No plan for ZIP 62701.",
    members,
    context: { today: new Date(2026, 5, 15), flow: "add", screen: "employee.add.coverage" },
    selectionOf: () => null,
    onChange: vi.fn(),
    onSubmit: vi.fn(),
    children: <p>After the plans</p>,
    ...props,
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlanCoverageOffers {...all} />
    </QueryClientProvider>,
  );
  return all;
};

afterEach(cleanup);

describe("PlanCoverageOffers", () => {
  it("shows a skeleton while the plans load, and nothing after the plans", () => {
    renderOffers({ offers: { loading: true, error: null, offered: [] } });
    expect(screen.getByRole("status").textContent).toBe("Loading the plans offered");
    expect(screen.queryByText("After the plans")).toBeNull();
  });

  it("shows the service's error bar when the plans could not be loaded", async () => {
    renderOffers({ offers: { loading: false, error: new Error("down"), offered: [] } });
    // The catalogue's message (its generic one when the catalogue itself cannot be read).
    expect((await screen.findByRole("alert")).textContent).toContain("The plans could not be loaded: ");
    expect(screen.queryByText("After the plans")).toBeNull();
  });

  it("says the page's words when no plan is offered", () => {
    renderOffers({});
    expect(screen.getByRole("status").textContent).toBe("No plans are offered: No plan for ZIP 62701.");
    expect(screen.queryByText("After the plans")).toBeNull();
  });

  // The cards' code downloads beside the plans (lib/lazyCards.tsx): the skeleton holds their room.
  it("keeps the skeleton until the cards' code is here, then shows the cards whole", async () => {
    let arrive = () => {};
    const laterCard = { preload: () => new Promise<void>((resolve) => (arrive = resolve)) };
    renderOffers({
      offers: { loading: false, error: null, offered: [{ coverageType: "MEDICAL", groups: medical }] },
      childCards: [laterCard],
    });
    expect(screen.getByRole("status").textContent).toBe("Loading the plans offered");
    expect(screen.queryByText("After the plans")).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole("combobox", { name: /^Plan/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText("After the plans")).toBeTruthy();
    expect(screen.queryByText("Loading the plans offered")).toBeNull();
  });

  it("renders a card per offered coverage type with the selection, then what follows", async () => {
    const onChange = vi.fn();
    renderOffers({
      offers: {
        loading: false,
        error: null,
        offered: [
          { coverageType: "MEDICAL", groups: medical },
          { coverageType: "DENTAL", groups: dental },
        ],
      },
      selectionOf: (coverageType) =>
        coverageType === "DENTAL"
          ? {
              groupNumber: "100200",
              productId: "DEN-BASIC",
              productName: "Dental Basic",
              effectiveDate: "",
              members: { [SUBSCRIBER_KEY]: true },
            }
          : null,
      onChange,
    });
    const plans = await screen.findAllByRole("combobox", { name: /^Plan/ });
    expect(plans).toHaveLength(2);
    expect((plans[1] as HTMLSelectElement).value).toContain("DEN-BASIC");
    // Each card starts from the coverage effective date when no date of its own is typed.
    const dates = screen.getAllByRole("textbox", { name: /Coverage Effective Date/ });
    expect(dates.map((date) => (date as HTMLInputElement).value)).toEqual(["07/01/2026", "07/01/2026"]);
    expect(screen.getByText("After the plans")).toBeTruthy();
    await userEvent.selectOptions(
      plans[0] as HTMLSelectElement,
      screen.getAllByRole("option", { name: /Gold PPO/ })[0] as HTMLOptionElement,
    );
    expect(onChange).toHaveBeenCalledWith("MEDICAL", expect.objectContaining({ productId: "MED-GOLD" }));
  });
});
