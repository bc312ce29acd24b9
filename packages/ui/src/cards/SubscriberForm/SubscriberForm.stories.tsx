import type { LifeEventRule } from "@epr/domain";
import { subscriberMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { SubscriberForm } from "./SubscriberForm.js";

/** A fixed day, so the date rules give the same answers every run. */
const today = new Date(2026, 10, 22);
const addContext = { today, flow: "add", screen: "employee.add.subscriber" } as const;
const lifeEventRules: LifeEventRule[] = [
  { lifeEventId: "MAR", lifeEventDescription: "Marriage", beforeDays: 0, afterDays: 30 },
  { lifeEventId: "BIR", lifeEventDescription: "Birth or adoption", beforeDays: 0, afterDays: 60 },
];

/** A complete, valid subscriber of the add flow. */
const filled = {
  prefix: "Ms",
  firstName: "Elena",
  middleName: "J",
  lastName: "Lindqvist",
  gender: "F",
  birthDate: "05/23/1990",
  hireDate: "11/12/2015",
  coverageEffectiveDate: "12/01/2026",
  ssn: "123456789",
  confirmSsn: "123456789",
  address1: "8819 Maple Ave",
  city: "Newark",
  state: "NJ",
  zipCode: "07102",
  homePhone: "(215) 378-6414",
  mobilePhone: "(215) 555-0199",
  workEmail: "elena.lindqvist@example.com",
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "no",
};

/**
 * The subscriber information card (enrollment.md §5 Subscriber form). Rules that differ by brand
 * come from the brand record's flags (the COBRA checkbox is hidden for 6012); the others from the
 * context: an ASO group hides COBRA and widens the effective date window, special enrollment (SEP on,
 * outside open enrollment) adds the life event. Every message is @epr/forms'.
 */
const meta = {
  title: "Cards/Enrollment/Subscriber form",
  component: SubscriberForm,
  args: {
    mode: "edit",
    context: addContext,
    prefixes: ["Mr", "Mrs", "Ms", "Dr"],
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SubscriberForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = "Save";
/**
 * The error summary once it is on screen: it renders after the submit's validation settles, so a
 * read right after the click may find nothing (regression: the Empty story failed under load).
 */
const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });

/** Harbor (6008), add flow, empty: Save lists every required field's message, focuses the summary, and each link focuses its field. */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary);
    for (const message of [
      subscriberMessages.firstName,
      subscriberMessages.lastName,
      subscriberMessages.gender,
      subscriberMessages.birthDate,
      subscriberMessages.invalidDate,
      subscriberMessages.ssn,
      subscriberMessages.zip,
    ]) {
      await expect(links.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    }
    await expect(
      links.getAllByRole("link", { name: summaryLink(subscriberMessages.indicator) }),
    ).toHaveLength(2);
    // Address 1, City, State and the empty Confirm SSN: each link names its field (the message does not).
    await expect(links.getAllByRole("link", { name: summaryLink(subscriberMessages.required) })).toHaveLength(
      4,
    );
    await expect(
      links.getByRole("link", { name: `Confirm SSN: ${subscriberMessages.required}` }),
    ).toBeVisible();
    await expect(
      links.getByRole("link", { name: `Coverage Effective Date: ${subscriberMessages.invalidDate}` }),
    ).toBeVisible();
    await expect(links.getByRole("link", { name: subscriberMessages.birthDate })).toBeVisible();
    // At the field, the spec's message alone.
    await expect(canvas.getByRole("textbox", { name: "Confirm SSN" })).toHaveAccessibleDescription(
      `Enter the SSN again. Error: ${subscriberMessages.required}`,
    );

    await userEvent.click(links.getByRole("link", { name: summaryLink(subscriberMessages.firstName) }));
    const firstName = canvas.getByRole("textbox", { name: "Legal First Name" });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription(`Error: ${subscriberMessages.firstName}`);
    await userEvent.click(links.getByRole("link", { name: summaryLink(subscriberMessages.gender) }));
    await expect(canvas.getByRole("radio", { name: "Male" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Typing a valid value clears the field's error; focus stays in the field.
    await userEvent.click(firstName);
    await userEvent.type(firstName, "Elena");
    await waitFor(() => expect(firstName).not.toHaveAttribute("aria-invalid"));
    await expect(firstName).toHaveFocus();
    await expect(links.queryByRole("link", { name: summaryLink(subscriberMessages.firstName) })).toBeNull();
  },
};

/** Harbor (6009), filled: the SSN shows its last four only; a valid Save sends @epr/forms' output; each change calls back. */
export const Filled: Story = {
  globals: { brand: "6009" },
  args: { values: filled },
  play: async ({ canvas, userEvent, args }) => {
    const ssn = canvas.getByRole("textbox", { name: "SSN" });
    await expect(ssn).toHaveValue("*****6789");
    await expect(canvas.getByRole("checkbox", { name: "COBRA" })).not.toBeChecked();
    await userEvent.type(canvas.getByRole("textbox", { name: "Work Phone" }), "2155550123");
    await expect(canvas.getByRole("textbox", { name: "Work Phone" })).toHaveValue("(215) 555-0123");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ workPhone: "(215) 555-0123" }),
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: "Elena",
        lastName: "Lindqvist",
        ssn: "123456789",
        birthDate: "05/23/1990",
        coverageEffectiveDate: "12/01/2026",
        workPhone: "(215) 555-0123",
        cobra: false,
        eventCode: "",
      }),
    );
  },
};

/**
 * Harbor (6008), add flow resumed: the enrollment's SSN is on file (the server sends it masked), so it
 * shows as text, is not entered again, and the submit carries no SSN (the record keeps its own).
 */
export const SsnOnFile: Story = {
  globals: { brand: "6008" },
  args: {
    context: { ...addContext, ssnOnFile: true },
    values: { ...filled, ssn: "*****6789", confirmSsn: "" },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("textbox", { name: "SSN" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Confirm SSN" })).toBeNull();
    await expect(canvas.getByText("SSN ending in 6789")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ssn: "", confirmSsn: "", coverageEffectiveDate: "12/01/2026" }),
    );
  },
};

/** Harbor (6008): the SSN is masked after blur, last four shown, and unmasked while it has focus. */
export const SsnMaskedAfterBlur: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent }) => {
    const ssn = canvas.getByRole("textbox", { name: "SSN" });
    await expect(ssn).toHaveAttribute("placeholder", "_________");
    await userEvent.click(ssn);
    await userEvent.type(ssn, "123-45-6789");
    await expect(ssn).toHaveValue("123456789");
    await userEvent.tab();
    await expect(ssn).toHaveValue("*****6789");
    await userEvent.click(ssn);
    await expect(ssn).toHaveValue("123456789");
  },
};

/** Harbor (6008): an all-zero SSN is refused with the spec's message, linked from the summary. */
export const BadSsn: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { values: { ...filled, ssn: "000000000", confirmSsn: "000000000" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = within(await summaryOf(canvasElement));
    await userEvent.click(summary.getByRole("link", { name: summaryLink(subscriberMessages.ssn) }));
    const ssn = canvas.getByRole("textbox", { name: "SSN" });
    await expect(ssn).toHaveFocus();
    await expect(ssn).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${subscriberMessages.ssn}`),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit (6011): an SSN and confirmation that differ are refused on the confirmation. */
export const SsnMismatch: Story = {
  globals: { brand: "6011" },
  args: { values: { ...filled, confirmSsn: "123456780" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = within(await summaryOf(canvasElement));
    await userEvent.click(summary.getByRole("link", { name: summaryLink(subscriberMessages.confirmSsn) }));
    await expect(canvas.getByRole("textbox", { name: "Confirm SSN" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor (6008): a birth date after today, a hire date before it, an effective date past today + 91 days. */
export const DatesOutOfRange: Story = {
  globals: { brand: "6008" },
  args: {
    values: {
      ...filled,
      birthDate: "12/01/2026",
      hireDate: "11/12/2015",
      coverageEffectiveDate: "03/01/2027",
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = within(await summaryOf(canvasElement));
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.birthDate) }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.hireBeforeBirth) }),
    ).toBeVisible();
    await userEvent.click(summary.getByRole("link", { name: summaryLink(subscriberMessages.outOfRange) }));
    await expect(canvas.getByRole("textbox", { name: "Coverage Effective Date" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor (6008): a hire date after the effective date, and an effective date before it. */
export const DatesOutOfOrder: Story = {
  globals: { brand: "6008" },
  args: { values: { ...filled, hireDate: "12/15/2026", coverageEffectiveDate: "12/01/2026" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = within(await summaryOf(canvasElement));
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.hireAfterEffective) }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.effectiveBeforeBirth) }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor (6008), read-only: the values as a list, the SSN masked, Edit for an administrator who may modify. */
export const ReadOnly: Story = {
  globals: { brand: "6008" },
  args: { mode: "read", values: { ...filled, cobra: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("Ms Elena J Lindqvist")).toBeVisible();
    await expect(canvas.getByText("*****6789")).toBeVisible();
    await expect(canvas.queryByText("123456789")).toBeNull();
    await expect(canvas.getByText("8819 Maple Ave")).toBeVisible();
    await expect(canvas.getByText("COBRA")).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /Edit/ }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Summit (6010), read-only for a view-only administrator: no Edit. */
export const ReadOnlyViewOnly: Story = {
  globals: { brand: "6010" },
  args: { mode: "read", values: filled, mayEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ms Elena J Lindqvist")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Edit/ })).toBeNull();
  },
};

/** Summit (6010): the brand's flag shows the COBRA checkbox; checking it is sent, and widens the effective date window. */
export const SummitCobra: Story = {
  globals: { brand: "6010" },
  args: { values: { ...filled, coverageEffectiveDate: "09/20/2026" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // Before the first of last month: out of range without COBRA…
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = within(await summaryOf(canvasElement));
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.outOfRange) }),
    ).toBeVisible();
    // …within COBRA's window (from the 15th two months prior).
    await userEvent.click(canvas.getByRole("checkbox", { name: "COBRA" }));
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cobra: true })));
  },
};

/** Summit (6012): the brand's flag hides the COBRA checkbox, and a COBRA value given is not sent. */
export const SummitCobraHidden: Story = {
  globals: { brand: "6012" },
  args: { values: { ...filled, cobra: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("checkbox", { name: "COBRA" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    // A hidden field's value never leaves the card.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cobra: false })),
    );
  },
};

/** Summit (6012), read-only: no COBRA row either (the Harbor read-only story shows one). */
export const SummitReadOnlyWithoutCobra: Story = {
  globals: { brand: "6012" },
  args: { mode: "read", values: { ...filled, cobra: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ms Elena J Lindqvist")).toBeVisible();
    await expect(canvas.queryByText("COBRA")).toBeNull();
  },
};

/** Meridian (9017), an ASO group: no COBRA checkbox, and an effective date up to 3 years back is accepted. */
export const MeridianAsoGroup: Story = {
  globals: { brand: "9017" },
  args: { context: { ...addContext, aso: true }, values: { ...filled, coverageEffectiveDate: "01/01/2025" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("checkbox", { name: "COBRA" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ coverageEffectiveDate: "01/01/2025" }),
      ),
    );
  },
};

/** Meridian (9018), not ASO: the COBRA checkbox shows; the same effective date is out of range. */
export const MeridianNotAso: Story = {
  globals: { brand: "9018" },
  args: { values: { ...filled, coverageEffectiveDate: "01/01/2025" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("checkbox", { name: "COBRA" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = within(await summaryOf(canvasElement));
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.outOfRange) }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Evergreen (3001), special enrollment (SEP on, outside open enrollment): the life event reason and
 * date appear and are required, and the effective date must fall within the reason's window.
 */
export const EvergreenSpecialEnrollment: Story = {
  globals: { brand: "3001" },
  args: {
    context: { ...addContext, outsideOpenEnrollment: true, lifeEventRequired: true, lifeEventRules },
    values: filled,
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Special enrollment" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = within(await summaryOf(canvasElement));
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.lifeEventReason) }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: summaryLink(subscriberMessages.invalidDate) }),
    ).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Life Event Reason" }), "Marriage");
    const eventDate = canvas.getByRole("textbox", { name: "Life Event Date" });
    await userEvent.type(eventDate, "10012026");
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await expect(
      await summary.findByRole("link", { name: summaryLink(subscriberMessages.lifeEventOutsideWindow) }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(eventDate);
    await userEvent.type(eventDate, "11152026");
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ eventCode: "MAR", eventDate: "11/15/2026" }),
      ),
    );
  },
};

/** Evergreen (3002), within open enrollment: no life event fields, and none is sent. */
export const EvergreenOpenEnrollment: Story = {
  globals: { brand: "3002" },
  args: {
    context: { ...addContext, outsideOpenEnrollment: false, lifeEventRules },
    values: { ...filled, eventCode: "MAR", eventDate: "11/15/2026" },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("combobox", { name: "Life Event Reason" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Life Event Date" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ eventCode: "", eventDate: "" })),
    );
  },
};

/** Summit (6010), the edit flow: no SSN or effective date fields, the SSN shown masked, the mobile phone locked but kept. */
export const SummitEditFlow: Story = {
  globals: { brand: "6010" },
  args: {
    context: { today, flow: "edit", screen: "employee.find.review" },
    values: { ...filled, ssn: "*****6789", confirmSsn: "" },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("textbox", { name: "SSN" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Coverage Effective Date" })).toBeNull();
    await expect(canvas.getByText("*****6789")).toBeVisible();
    const mobile = canvas.getByRole("textbox", { name: "Mobile Phone" });
    await expect(mobile).toBeDisabled();
    await expect(mobile).toHaveAccessibleDescription("Only the employee can change the mobile phone.");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ ssn: "", mobilePhone: "(215) 555-0199", coverageEffectiveDate: "" }),
      ),
    );
  },
};

/** Evergreen (3003), by keyboard only: Tab through the fields, arrow keys pick the sex, Space checks COBRA, Enter saves. */
export const Keyboard: Story = {
  globals: { brand: "3003" },
  args: { values: { ...filled, gender: "", cobra: false } },
  play: async ({ canvas, userEvent, args }) => {
    const lastName = canvas.getByRole("textbox", { name: "Legal Last Name" });
    lastName.focus();
    await userEvent.tab(); // suffix
    await userEvent.tab(); // sex: the group's first radio
    await expect(canvas.getByRole("radio", { name: "Male" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Female" })).toBeChecked();
    const cobra = canvas.getByRole("checkbox", { name: "COBRA" });
    cobra.focus();
    await userEvent.keyboard(" ");
    await expect(cobra).toBeChecked();
    canvas.getByRole("textbox", { name: "Work Email" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ gender: "F", cobra: true })),
    );
  },
};
