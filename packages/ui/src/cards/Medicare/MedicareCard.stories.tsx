import { medicareMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { MedicareCard } from "./MedicareCard.js";

const subscriber = { name: "Elena Lindqvist", relationshipCode: "20" };
const spouse = { name: "Ana Lindqvist", relationshipCode: "01" };

/** A complete, valid record: Part A only, no SSDI, no Part C or D. */
const filled = {
  claimNumber: "1EG4TE5MK72",
  whyEligible: "0",
  ssdi: false,
  partA: { startDate: "01/01/2024", endDate: "" },
  partC: false,
  partD: false,
};

/**
 * The Medicare card of one participant (enrollment.md §5 Medicare). The rules do not differ by brand;
 * the stories show them across the brand families' themes. Every message is @epr/forms'.
 */
const meta = {
  title: "Cards/Enrollment/Medicare",
  component: MedicareCard,
  args: {
    mode: "edit",
    participant: subscriber,
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MedicareCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = "Save";
/** The error summary once it is on screen (it renders after the submit's validation settles). */
const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });
type Canvas = Pick<ReturnType<typeof within>, "getByRole">;
const answer = (canvas: Canvas, question: string, choice: "Yes" | "No") =>
  within(canvas.getByRole("group", { name: new RegExp(`^${question}`) })).getByRole("radio", {
    name: choice,
  });

/** Harbor (6008), empty: Save lists every required answer's message, focuses the summary; a link focuses its field. */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Medicare: Elena Lindqvist" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: /^Part C Effective Date/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary);
    for (const message of [
      medicareMessages.claimNumber,
      medicareMessages.whyEligible,
      medicareMessages.ssdi,
      medicareMessages.partAOrB,
      medicareMessages.partC,
      medicareMessages.partD,
    ]) {
      await expect(links.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    }
    await expect(links.getAllByRole("link")).toHaveLength(6);
    await userEvent.click(links.getByRole("link", { name: summaryLink(medicareMessages.partAOrB) }));
    const partA = canvas.getByRole("textbox", { name: /^Part A Effective Date/ });
    await expect(partA).toHaveFocus();
    await expect(partA).toHaveAccessibleDescription(`MM/DD/YYYY Error: ${medicareMessages.partAOrB}`);
    await userEvent.click(links.getByRole("link", { name: summaryLink(medicareMessages.ssdi) }));
    await expect(answer(canvas, "Has the member ever collected SSDI", "Yes")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor (6009), filled: a valid Save sends @epr/forms' output: booleans, no Part C or D details. */
export const Filled: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  args: { values: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(answer(canvas, "Medicare Part C", "No")).toBeChecked();
    const partB = canvas.getByRole("textbox", { name: /^Part B Effective Date/ });
    await userEvent.type(partB, "02012024");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ partB: expect.objectContaining({ startDate: "02/01/2024" }) }),
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        claimNumber: "1EG4TE5MK72",
        whyEligible: "0",
        ssdi: false,
        partA: { startDate: "01/01/2024", endDate: "" },
        partB: { startDate: "02/01/2024", endDate: "" },
        partC: false,
        partCInfo: null,
        partD: false,
        partDInfo: null,
      }),
    );
  },
};

/** Claim numbers: digits only and an embedded space are refused; 7 to 12 with a letter is accepted. */
export const ClaimNumber: Story = {
  globals: { brand: "9017" },
  args: { values: { ...filled, claimNumber: "1234567" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getByRole("link", { name: summaryLink(medicareMessages.claimNumber) })).toBeVisible();
    const claim = canvas.getByRole("textbox", { name: /^Medicare Claim Number/ });
    await expect(claim).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(claim);
    await userEvent.type(claim, "1EG4 TE5");
    await waitFor(() => expect(claim).toHaveAttribute("aria-invalid", "true"));
    await userEvent.clear(claim);
    await userEvent.type(claim, "1EG4TE5");
    await waitFor(() => expect(claim).not.toHaveAttribute("aria-invalid"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Cancel dates before their effective dates: the part-specific messages. */
export const CancelBeforeEffective: Story = {
  globals: { brand: "9018" },
  args: {
    values: {
      ...filled,
      partA: { startDate: "02/01/2024", endDate: "01/31/2024" },
      partB: { startDate: "03/01/2024", endDate: "02/28/2024" },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getByRole("link", { name: summaryLink(medicareMessages.partACancel) })).toBeVisible();
    await expect(links.getByRole("link", { name: summaryLink(medicareMessages.partBCancel) })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Part B Cancel Date/ })).toHaveAccessibleDescription(
      `MM/DD/YYYY Error: ${medicareMessages.partBCancel}`,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Evergreen (3001): SSDI yes shows the SSDI dates (end not before start); No hides them and they are not sent. */
export const SsdiYes: Story = {
  globals: { brand: "3001" },
  args: { values: filled },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole("textbox", { name: /^SSDI Start Date/ })).toBeNull();
    await userEvent.click(answer(canvas, "Has the member ever collected SSDI", "Yes"));
    const start = await canvas.findByRole("textbox", { name: /^SSDI Start Date/ });
    await userEvent.type(start, "05012022");
    await userEvent.type(canvas.getByRole("textbox", { name: /^SSDI End Date/ }), "04302022");
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getByRole("link", { name: summaryLink(medicareMessages.ssdiEnd) })).toBeVisible();
    await userEvent.click(answer(canvas, "Has the member ever collected SSDI", "No"));
    await waitFor(() => expect(canvas.queryByRole("textbox", { name: /^SSDI Start Date/ })).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ssdi: false, ssdiDates: { startDate: "", endDate: "" } }),
    );
  },
};

/** Part C yes shows its details with the effective date required; the details are sent only while yes. */
export const PartCYes: Story = {
  globals: { brand: "6010" },
  args: { participant: spouse, values: filled },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText("Spouse")).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: /^Part C Carrier Name/ })).toBeNull();
    await userEvent.click(answer(canvas, "Medicare Part C", "Yes"));
    const carrier = await canvas.findByRole("textbox", { name: /^Part C Carrier Name/ });
    await userEvent.type(carrier, "Keystone Advantage");
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await userEvent.click(links.getByRole("link", { name: summaryLink(medicareMessages.partCEffective) }));
    const effective = canvas.getByRole("textbox", { name: /^Part C Effective Date/ });
    await expect(effective).toHaveFocus();
    await userEvent.type(effective, "01012025");
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        partC: true,
        partCInfo: expect.objectContaining({
          carrierName: "Keystone Advantage",
          effectiveDate: "01/01/2025",
        }),
      }),
    );
    await userEvent.click(answer(canvas, "Medicare Part C", "No"));
    await waitFor(() => expect(canvas.queryByRole("textbox", { name: /^Part C Carrier Name/ })).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ partC: false, partCInfo: null }),
    );
  },
};

/** Part D yes shows its details with BIN and PCN: a PCN needs a BIN, and the BIN has exactly 6 characters. */
export const PartDBinPcn: Story = {
  globals: { brand: "6011" },
  args: { values: { ...filled, partD: true, partDInfo: { effectiveDate: "01/01/2025", pcn: "RXPCN01" } } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getByRole("link", { name: summaryLink(medicareMessages.binRequired) })).toBeVisible();
    const bin = canvas.getByRole("textbox", { name: /^Part D BIN/ });
    await userEvent.type(bin, "61057");
    await waitFor(() =>
      expect(bin).toHaveAccessibleDescription(
        `6 characters; required with a PCN. Error: ${medicareMessages.bin}`,
      ),
    );
    await userEvent.type(bin, "5");
    await waitFor(() => expect(bin).not.toHaveAttribute("aria-invalid"));
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        partD: true,
        partDInfo: expect.objectContaining({ bin: "610575", pcn: "RXPCN01", effectiveDate: "01/01/2025" }),
      }),
    );
  },
};

/** Summit (6012), read-only: SSDI dates and Part C details because answered yes; no Part D details; Edit. */
export const ReadOnly: Story = {
  tags: ["visual"],
  globals: { brand: "6012" },
  args: {
    mode: "read",
    participant: spouse,
    values: {
      ...filled,
      whyEligible: "3",
      ssdi: true,
      ssdiDates: { startDate: "05/01/2022", endDate: "" },
      partC: true,
      partCInfo: { carrierName: "Keystone Advantage", policyNumber: "KA-1", effectiveDate: "01/01/2025" },
      partDInfo: { bin: "610575" },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
    const value = (label: string) => canvas.getByText(label).nextElementSibling;
    await expect(value("Why Eligible for Medicare")).toHaveTextContent(
      "Disability and End Stage Renal Disease",
    );
    await expect(value("SSDI Start Date")).toHaveTextContent("05/01/2022");
    await expect(value("Part C Carrier Name")).toHaveTextContent("Keystone Advantage");
    await expect(value("Medicare Part D")).toHaveTextContent("No");
    await expect(canvas.queryByText("Part D BIN")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Edit Medicare: Ana Lindqvist" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Harbor (6008), read-only without the right to modify: no Edit; an empty record shows dashes. */
export const ReadOnlyViewOnly: Story = {
  globals: { brand: "6008" },
  args: { mode: "read", values: {}, mayEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Edit/ })).toBeNull();
    await expect(canvas.getByText("Medicare Claim Number").nextElementSibling).toHaveTextContent("—");
  },
};
