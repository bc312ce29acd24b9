import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChangePcpCard, type ChangePcpCardProps, type ChangePcpDraft } from "./ChangePcpCard.js";

afterEach(cleanup);

const props: ChangePcpCardProps = {
  participant: {
    id: "dependent:02",
    name: "Maya Lindqvist",
    pcpNbr: "",
    pcpName: "",
    effectiveDate: "",
    establishedPatient: false,
    contractCoverageEffectiveDate: "",
  },
  reasons: [
    { reasonCode: "MR ", reasonDesc: "Member request", retroDays: 0, futureDays: 90 },
    { reasonCode: "PL ", reasonDesc: "Provider left the network", retroDays: 30, futureDays: 60 },
  ],
  today: new Date(2026, 5, 15),
  onSubmit: () => {},
};
const empty: ChangePcpDraft = {
  providerNumber: "",
  providerName: "",
  establishedPatient: false,
  reasonCode: "",
  effectiveDate: "",
};
/** A card opened without a draft: the Effective Date at today (props' today; no coverage date). */
const fresh: ChangePcpDraft = { ...empty, effectiveDate: "06/15/2026" };
const number = () => screen.getByRole("textbox", { name: /^Provider Number/ });
const name = () => screen.getByRole("textbox", { name: /^Provider Name/ });
const reason = () => screen.getByRole("combobox", { name: /^Reason/ });
const date = () => screen.getByRole("textbox", { name: /^Effective Date/ });
const established = () => screen.getByRole("checkbox", { name: "Established Patient" });

describe("ChangePcpCard draft (assist-employees.md §2.1: the directory trip keeps what was typed)", () => {
  it.each<[string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>, Partial<ChangePcpDraft>]>([
    ["the provider number", (user) => user.type(number(), "1000003"), { providerNumber: "1000003" }],
    ["the provider name", (user) => user.type(name(), "VALLEY"), { providerName: "VALLEY" }],
    [
      "the reason, with the service's padding",
      (user) => user.selectOptions(reason(), "Member request"),
      { reasonCode: "MR " },
    ],
    [
      "the effective date",
      async (user) => {
        await user.clear(date());
        await user.type(date(), "06/20/2026");
      },
      { effectiveDate: "06/20/2026" },
    ],
    ["established patient", (user) => user.click(established()), { establishedPatient: true }],
    // A no-PCP number has no name (assist-employees.md §7): the draft says so too.
    [
      "a no-PCP number over a name",
      async (user) => {
        await user.type(name(), "DR OLD");
        await user.type(number(), "999999");
      },
      { providerNumber: "999999", providerName: "" },
    ],
  ])("an edit of %s reports the whole draft", async (_, edit, expected) => {
    const onDraftChange = vi.fn();
    render(<ChangePcpCard {...props} onDraftChange={onDraftChange} />);
    await edit(userEvent.setup());
    await waitFor(() => expect(onDraftChange).toHaveBeenLastCalledWith({ ...fresh, ...expected }));
  });

  it("a kept draft is what the card starts with; nothing is reported until a change", async () => {
    const onDraftChange = vi.fn();
    const kept: ChangePcpDraft = {
      providerNumber: "1000003",
      providerName: "VALLEY SPECIALTY CLINIC",
      establishedPatient: true,
      reasonCode: "PL ",
      effectiveDate: "06/20/2026",
    };
    render(<ChangePcpCard {...props} draft={kept} onDraftChange={onDraftChange} />);
    expect(number()).toHaveProperty("value", "1000003");
    expect(name()).toHaveProperty("value", "VALLEY SPECIALTY CLINIC");
    expect(reason()).toHaveProperty("value", "PL ");
    expect(date()).toHaveProperty("value", "06/20/2026");
    expect(established()).toHaveProperty("checked", true);
    expect(onDraftChange).not.toHaveBeenCalled();
  });

  it.each([
    ["today, without a coverage date", "", "06/15/2026"],
    ["today, after the coverage began", "01/01/2025", "06/15/2026"],
    ["the coverage's first day, when later", "07/01/2026", "07/01/2026"],
  ])("without a draft, the Effective Date starts at %s (assist-employees.md §5)", (_, coverage, expected) => {
    render(
      <ChangePcpCard
        {...props}
        participant={{ ...props.participant, contractCoverageEffectiveDate: coverage }}
      />,
    );
    expect(date()).toHaveProperty("value", expected);
  });

  it("a kept draft's emptied date stays empty", () => {
    render(<ChangePcpCard {...props} draft={empty} />);
    expect(date()).toHaveProperty("value", "");
  });

  it("two cards' buttons have names of their own (the member's)", () => {
    render(
      <>
        <ChangePcpCard {...props} onSearchDirectory={() => {}} />
        <ChangePcpCard
          {...props}
          participant={{ ...props.participant, id: "subscriber", name: "Elena Lindqvist" }}
          onSearchDirectory={() => {}}
        />
      </>,
    );
    expect(screen.getAllByRole("button", { name: /^Change PCP/ }).map((b) => b.textContent)).toEqual([
      "Change PCP for Maya Lindqvist",
      "Change PCP for Elena Lindqvist",
    ]);
    screen.getByRole("button", { name: "Search Provider Directory for Maya Lindqvist" });
    screen.getByRole("button", { name: "Search Provider Directory for Elena Lindqvist" });
  });

  it("without a draft, Established Patient starts as on file", () => {
    render(<ChangePcpCard {...props} participant={{ ...props.participant, establishedPatient: true }} />);
    expect(established()).toHaveProperty("checked", true);
  });

  it("the directory's choice over a kept draft replaces number and name only, and is reported", async () => {
    const onDraftChange = vi.fn();
    const kept = { ...empty, reasonCode: "MR ", effectiveDate: "06/20/2026" };
    render(
      <ChangePcpCard
        {...props}
        draft={kept}
        fill={{
          key: "directory:1000003",
          physicianNumber: "1000003",
          physicianName: "VALLEY SPECIALTY CLINIC",
        }}
        onDraftChange={onDraftChange}
      />,
    );
    await waitFor(() => expect(number()).toHaveProperty("value", "1000003"));
    expect(reason()).toHaveProperty("value", "MR ");
    expect(date()).toHaveProperty("value", "06/20/2026");
    expect(onDraftChange).toHaveBeenLastCalledWith({
      ...kept,
      providerNumber: "1000003",
      providerName: "VALLEY SPECIALTY CLINIC",
    });
  });

  it("a valid kept draft submits without a keystroke", async () => {
    const onSubmit = vi.fn();
    render(
      <ChangePcpCard
        {...props}
        draft={{ ...empty, providerNumber: "1000003", reasonCode: "MR ", effectiveDate: "06/20/2026" }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Change PCP for Maya Lindqvist" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          providerNumber: "1000003",
          reasonCode: "MR ",
          reasonDescription: "Member request",
        }),
      ),
    );
  });
});
