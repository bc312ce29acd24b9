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
    ["the effective date", (user) => user.type(date(), "06/20/2026"), { effectiveDate: "06/20/2026" }],
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
    await waitFor(() => expect(onDraftChange).toHaveBeenLastCalledWith({ ...empty, ...expected }));
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
    await userEvent.setup().click(screen.getByRole("button", { name: "Change PCP" }));
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
