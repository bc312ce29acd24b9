import type { LifeEventRule } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { expectNoFormControls, expectShown, shownLabels, shownValue } from "../../testing/cardStories.js";
import { SubscriberReadCard } from "./read.js";

/** A fixed day, so the context gives the same answers every run. */
const today = new Date(2026, 10, 22);
const addContext = { today, flow: "add" as const, ssnOnFile: true };
const editContext = { today, flow: "edit" as const };

/** A subscriber as the add flow holds it after the Subscriber step. */
const filled = {
  prefix: "Ms",
  firstName: "Elena",
  middleName: "J",
  lastName: "Lindqvist",
  suffix: "NONE",
  gender: "F",
  birthDate: "05/23/1990",
  hireDate: "11/12/2015",
  coverageEffectiveDate: "12/01/2026",
  ssn: "123456789",
  address1: "8819 Maple Ave",
  address2: "Apt 4B",
  city: "Newark",
  state: "NJ",
  zipCode: "07102",
  zipExtension: "1234",
  homePhone: "(215) 378-6414",
  mobilePhone: "(215) 555-0199",
  workEmail: "elena.lindqvist@example.com",
  cobra: true,
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "unknown",
};

const EDIT = "Edit Subscriber Information";

/**
 * The subscriber card's read entry, `@epr/ui/cards/subscriber-form/read` (enrollment.md §2 read-only
 * displays, §5 Subscriber form), as the add flow's Review & Submit shows it: the same fields the form
 * shows for the context. The one brand difference is the brand record's flag: 6012 hides COBRA
 * (`hidesCobraCheckbox`, read from the nearest `BrandProvider`), so the Harbor and Summit stories
 * check the row is there or not; an ASO group hides it in any brand.
 */
const meta = {
  title: "Cards/Enrollment/Subscriber read card",
  component: SubscriberReadCard,
  args: { context: addContext, values: filled, mayEdit: true, onEdit: fn() },
} satisfies Meta<typeof SubscriberReadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), add flow: name, dates, the SSN masked, the address as on a letter, COBRA; Edit calls back. */
export const AddFlowReview: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Subscriber Information" })).toBeVisible();
    await expectShown(canvasElement, {
      // The suffix list's NONE is no suffix.
      Name: "Ms Elena J Lindqvist",
      Gender: "Female",
      "Date of Birth": "05/23/1990",
      "Hire Date": "11/12/2015",
      "Coverage Effective Date": "12/01/2026",
      "Home Phone": "(215) 378-6414",
      "Work Phone": "—",
      Fax: "—",
      "Work Email": "elena.lindqvist@example.com",
      COBRA: "Yes",
      "Other Insurance": "No",
      "Medicare Eligible": "Unknown",
    });
    const ssn = within(shownValue(canvasElement, "SSN"));
    await expect(ssn.getByText("SSN ending in 6789")).toBeInTheDocument();
    await expect(ssn.getByText("*****6789")).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent("123456789");
    const address = within(shownValue(canvasElement, "Address"));
    await expect(address.getByText("8819 Maple Ave")).toBeVisible();
    await expect(address.getByText("Apt 4B")).toBeVisible();
    await expect(address.getByText("Newark, NJ 07102-1234")).toBeVisible();
    // No life event: special enrollment does not apply in this context.
    await expect(canvas.queryByText("Life Event Reason")).toBeNull();
    await expectNoFormControls(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: EDIT }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Summit (6012): the brand's flag hides COBRA, so no COBRA row though the values hold one. */
export const SummitWithoutCobra: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, { Name: "Ms Elena J Lindqvist" });
    await expect(shownLabels(canvasElement)).not.toContain("COBRA");
    await expect(canvas.getByRole("button", { name: EDIT })).toBeVisible();
  },
};

/** Summit (6010), the edit flow, view-only administrator: COBRA No, no coverage effective date, no Edit. */
export const SummitEditFlowViewOnly: Story = {
  globals: { brand: "6010" },
  args: { context: editContext, mayEdit: false, values: { ...filled, cobra: false } },
  play: async ({ canvas, canvasElement, args }) => {
    await expectShown(canvasElement, { COBRA: "No" });
    await expect(shownLabels(canvasElement)).not.toContain("Coverage Effective Date");
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Meridian (9017), an ASO group: no COBRA row (enrollment.md §5), whatever the brand. */
export const MeridianAsoGroup: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  args: { context: { ...addContext, aso: true } },
  play: async ({ canvasElement }) => {
    await expect(shownLabels(canvasElement)).not.toContain("COBRA");
    await expectShown(canvasElement, { "Coverage Effective Date": "12/01/2026" });
  },
};

const lifeEventRules: LifeEventRule[] = [
  { lifeEventId: "MAR", lifeEventDescription: "Marriage", beforeDays: 0, afterDays: 30 },
  { lifeEventId: "BIR", lifeEventDescription: "Birth or adoption", beforeDays: 0, afterDays: 60 },
];

/** Evergreen (3001), special enrollment: the life event's reason by its description, and its date. */
export const EvergreenLifeEvent: Story = {
  globals: { brand: "3001" },
  args: {
    context: { ...addContext, lifeEventRequired: true, lifeEventRules },
    values: { ...filled, eventCode: "MAR", eventDate: "11/01/2026" },
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, {
      COBRA: "Yes",
      "Life Event Reason": "Marriage",
      "Life Event Date": "11/01/2026",
    });
    await expect(shownLabels(canvasElement).slice(-2)).toEqual(["Life Event Reason", "Life Event Date"]);
  },
};

/** Harbor (6009), nothing entered yet: every value an em dash, never a blank or "undefined". */
export const NothingEntered: Story = {
  globals: { brand: "6009" },
  args: { values: {} },
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, { Name: "—", Gender: "—", SSN: "—", Address: "—", COBRA: "No" });
    await expect(canvasElement).not.toHaveTextContent("undefined");
    await expect(canvas.getByRole("button", { name: EDIT })).toBeVisible();
  },
};
