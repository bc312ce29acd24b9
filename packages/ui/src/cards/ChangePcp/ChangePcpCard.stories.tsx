import { copyFor, getBrand } from "@epr/brand-themes";
import { assistMessages, pcpValidationMessages } from "@epr/domain";
import { changePcpMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { ChangePcpCard } from "./ChangePcpCard.js";
import { ChangePcpSuccess } from "./ChangePcpSuccess.js";

const today = new Date(2026, 5, 15);
const reasons = [
  { reasonCode: "MR ", reasonDesc: "Member request", retroDays: 0, futureDays: 90 },
  { reasonCode: "PL ", reasonDesc: "Provider left the network", retroDays: 30, futureDays: 60 },
];
/** The card's submit: the member's name tells it from the other cards' (one per member on the page). */
const SUBMIT = "Change PCP for Elena Lindqvist";
const participant = {
  id: "subscriber",
  name: "Elena Lindqvist",
  pcpNbr: "P1234567",
  pcpName: "RIVERSIDE FAMILY PRACTICE",
  effectiveDate: "01/01/2025",
  establishedPatient: false,
  contractCoverageEffectiveDate: "06/01/2026",
};

/**
 * One participant's Change PCP card (assist-employees.md §2.3, §5) in each brand family: the
 * messages of a failed submit go to the page in field order (it joins them); Harbor (6008, 6009)
 * keeps the effective date in the reason's window, by the brand record's flag; a directory choice
 * or a copy fills number, name and date; a draft the page kept comes back as it was left; the
 * server's message sits on the number.
 */
const meta = {
  title: "Cards/Providers/Change PCP",
  component: ChangePcpCard,
  args: {
    participant,
    reasons,
    today,
    onSubmit: fn(),
    onInvalid: fn(),
    onSearchDirectory: fn(),
    onCopyToOthers: fn(),
  },
} satisfies Meta<typeof ChangePcpCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Evergreen (3001): the Effective Date starts at today (after the coverage's 06/01/2026); an empty
 * submit reports the messages in field order, each with its field's id; an emptied date is one of
 * them; nothing is submitted. The buttons name the member (every card on the page has them).
 */
export const EmptySubmit: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  play: async ({ canvas, userEvent, args }) => {
    const date = canvas.getByRole("textbox", { name: /^Effective Date/ });
    await expect(date).toHaveValue("06/15/2026");
    await expect(
      canvas.getByRole("button", { name: "Search Provider Directory for Elena Lindqvist" }),
    ).toBeVisible();
    // A page shows a card a member: the calendar button names whose date it sets.
    await expect(
      canvas.getByRole("button", { name: "Choose date for Effective Date for Elena Lindqvist" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await waitFor(() =>
      expect(args.onInvalid).toHaveBeenLastCalledWith(
        [changePcpMessages.providerNumber, changePcpMessages.reason],
        [
          { fieldId: "change-pcp-subscriber-providerNumber", message: changePcpMessages.providerNumber },
          { fieldId: "change-pcp-subscriber-reasonCode", message: changePcpMessages.reason },
        ],
      ),
    );
    await userEvent.clear(date);
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await waitFor(() =>
      expect(args.onInvalid).toHaveBeenLastCalledWith(
        [changePcpMessages.providerNumber, changePcpMessages.reason, changePcpMessages.date],
        expect.any(Array),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole("textbox", { name: /^Provider Number/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

/** Summit (6010): a full card submits its values with the reason's description; no window rule. */
export const Submits: Story = {
  globals: { brand: "6010" },
  args: { brand: getBrand("6010").capabilities },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Provider Number/ }), "1000003");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Provider Name/ }), "VALLEY SPECIALTY CLINIC");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^Reason/ }), "Member request");
    await userEvent.clear(canvas.getByRole("textbox", { name: /^Effective Date/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Effective Date/ }), "01/01/2020");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Established Patient" }));
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          providerNumber: "1000003",
          providerName: "VALLEY SPECIALTY CLINIC",
          reasonCode: "MR ",
          reasonDescription: "Member request",
          effectiveDate: "01/01/2020",
          establishedPatient: true,
        }),
      ),
    );
  },
};

/** Harbor (6008): the brand's window rule refuses a date past the reason's 90 days ('Please enter a Valid date.'). */
export const HarborWindow: Story = {
  globals: { brand: "6008" },
  args: { brand: getBrand("6008").capabilities },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Provider Number/ }), "1000003");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^Reason/ }), "Member request");
    const date = canvas.getByRole("textbox", { name: /^Effective Date/ });
    await userEvent.clear(date);
    await userEvent.type(date, "10/01/2026");
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await waitFor(() =>
      expect(args.onInvalid).toHaveBeenCalledWith([changePcpMessages.window], expect.any(Array)),
    );
    await userEvent.clear(date);
    await userEvent.type(date, "07/01/2026");
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

/** Meridian (9018): a directory choice fills number and name; a no-PCP number then clears the name. */
export const DirectoryFillAndNoPcp: Story = {
  globals: { brand: "9018" },
  args: { fill: { key: "1", physicianNumber: "1000000", physicianName: "RIVERSIDE FAMILY PRACTICE" } },
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    const name = canvas.getByRole("textbox", { name: /^Provider Name/ });
    await waitFor(() => expect(number).toHaveValue("1000000"));
    await expect(name).toHaveValue("RIVERSIDE FAMILY PRACTICE");
    await userEvent.click(
      canvas.getByRole("button", { name: "Search Provider Directory for Elena Lindqvist" }),
    );
    await expect(args.onSearchDirectory).toHaveBeenCalled();
    await userEvent.clear(number);
    await userEvent.type(number, "999999");
    await waitFor(() => expect(name).toHaveValue(""));
    await userEvent.click(canvas.getByRole("button", { name: "Copy to Others from Elena Lindqvist" }));
    await expect(args.onCopyToOthers).toHaveBeenCalledWith({
      physicianNumber: "999999",
      physicianName: "",
      effectiveDate: "06/15/2026",
    });
  },
};

/** A draft the page kept before a trip to the provider directory (assist-employees.md §2.1). */
const keptDraft = {
  providerNumber: "1000003",
  providerName: "VALLEY SPECIALTY CLINIC",
  establishedPatient: true,
  reasonCode: "PL ",
  effectiveDate: "06/20/2026",
};

/**
 * Evergreen (3001): a card opened again with the draft the page kept shows every value as it was
 * left, and reports each further change as a whole draft.
 */
export const DraftRestored: Story = {
  globals: { brand: "3001" },
  args: { draft: keptDraft, onDraftChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("textbox", { name: /^Provider Number/ })).toHaveValue("1000003");
    await expect(canvas.getByRole("textbox", { name: /^Provider Name/ })).toHaveValue(
      "VALLEY SPECIALTY CLINIC",
    );
    await expect(canvas.getByRole("combobox", { name: /^Reason/ })).toHaveDisplayValue(
      "Provider left the network",
    );
    const date = canvas.getByRole("textbox", { name: /^Effective Date/ });
    await expect(date).toHaveValue("06/20/2026");
    await expect(canvas.getByRole("checkbox", { name: "Established Patient" })).toBeChecked();
    await userEvent.clear(date);
    await userEvent.type(date, "06/25/2026");
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...keptDraft, effectiveDate: "06/25/2026" }),
    );
  },
};

/**
 * Harbor (6008): back from the directory, the choice replaces number and name of the kept draft
 * while the reason and date typed before leaving stay; the date keeps to the reason's window, so
 * the card submits as it is.
 */
export const DraftRestoredWithDirectoryChoice: Story = {
  globals: { brand: "6008" },
  args: {
    brand: getBrand("6008").capabilities,
    draft: { ...keptDraft, providerNumber: "", providerName: "", establishedPatient: false },
    fill: {
      key: "directory:1000000",
      physicianNumber: "1000000",
      physicianName: "RIVERSIDE FAMILY PRACTICE",
    },
    onDraftChange: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await waitFor(() => expect(number).toHaveValue("1000000"));
    await expect(canvas.getByRole("textbox", { name: /^Provider Name/ })).toHaveValue(
      "RIVERSIDE FAMILY PRACTICE",
    );
    await expect(canvas.getByRole("combobox", { name: /^Reason/ })).toHaveDisplayValue(
      "Provider left the network",
    );
    await expect(canvas.getByRole("textbox", { name: /^Effective Date/ })).toHaveValue("06/20/2026");
    // The choice is reported, so the page keeps it with the draft.
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith({
        ...keptDraft,
        providerNumber: "1000000",
        providerName: "RIVERSIDE FAMILY PRACTICE",
        establishedPatient: false,
      }),
    );
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          providerNumber: "1000000",
          reasonCode: "PL ",
          effectiveDate: "06/20/2026",
        }),
      ),
    );
  },
};

/** Evergreen (9001): the validation's message sits on the number until it is edited. */
export const ServerMessage: Story = {
  globals: { brand: "9001" },
  args: { serverError: pcpValidationMessages.notValid, onCopyToOthers: undefined },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await waitFor(() => expect(number).toHaveAttribute("aria-invalid", "true"));
    await expect(number).toHaveAccessibleDescription(expect.stringContaining(pcpValidationMessages.notValid));
    await expect(canvas.queryByRole("button", { name: /^Copy to Others/ })).toBeNull();
    await userEvent.type(number, "1");
    await waitFor(() => expect(number).not.toHaveAttribute("aria-invalid"));
  },
};

/** Summit (6011): without Modify on the group the card shows the PCP on file only. */
export const ReadOnly: Story = {
  tags: ["visual"],
  globals: { brand: "6011" },
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("P1234567 RIVERSIDE FAMILY PRACTICE")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Change PCP/ })).toBeNull();
  },
};

/** Harbor (6008): the success modal says the ID card follows in 5-10 business days (§8). */
export const SuccessHarbor: Story = {
  globals: { brand: "6008" },
  render: () => <ChangePcpSuccess open text={copyFor("6008", "pcpChangeSuccess")} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("alertdialog", { name: "Success" })).toHaveTextContent(
      /5-10 business days/,
    );
  },
};

/** Evergreen (3001): the default success wording, closed by OK. */
export const SuccessDefault: Story = {
  globals: { brand: "3001" },
  render: (args) => (
    <ChangePcpSuccess open text={copyFor("3001", "pcpChangeSuccess")} onClose={args.onSubmit as () => void} />
  ),
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog", { name: "Success" });
    await expect(dialog).toHaveTextContent("The PCP was successfully updated.");
    await expect(dialog).not.toHaveTextContent(/business days/);
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/**
 * Meridian (9017): a brand record whose success text is empty shows §8's alert 'Success message
 * based on ubk is empty', never a blank success.
 */
export const SuccessTextEmpty: Story = {
  globals: { brand: "9017" },
  render: () => <ChangePcpSuccess open text="" onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog", { name: "Success" });
    await expect(dialog).toHaveTextContent(assistMessages.successMessageEmpty);
  },
};
