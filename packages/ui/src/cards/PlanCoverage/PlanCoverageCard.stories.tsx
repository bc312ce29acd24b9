import { coverageNoticeMessages, dependentMessages, planCoverageMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { child, family, partner, plansByType, spouse, subscriber, today } from "./fixtures.js";
import { PlanCoverageCard } from "./PlanCoverageCard.js";

const screen = "employee.add.coverage" as const;
const filled = {
  groupNumber: "100200",
  productId: "DEN-BASIC",
  productName: "Dental Basic",
  coverageEffectiveDate: "07/01/2026",
  members: { subscriber: true, d1: true, d2: true },
};
const adultDental = "Members under 19 years old cannot be added to an Adult Dental plan.";

const member = (root: HTMLElement, key: string) => {
  const element = root.querySelector<HTMLElement>(`[data-member="${key}"]`);
  if (!element) throw new Error(`no member ${key}`);
  return within(element);
};
const box = (root: HTMLElement, key: string) => member(root, key).getByRole("checkbox");

/**
 * A plan coverage card, one per coverage type (enrollment.md §4 Plan selection, §5 Plan coverage and
 * Dependents). The selection rules do not differ by brand; the dependent notices follow the group's
 * flags (adult dental and vision, domestic partner, civil union), so each brand family's story shows
 * one of them in that family's theme. The brand-worded notice (no product selected) is in the
 * Plan Coverage Step stories.
 */
const meta = {
  title: "Cards/Coverage/Plan coverage",
  component: PlanCoverageCard,
  args: {
    coverageType: "DENTAL",
    groups: plansByType.DENTAL,
    members: family,
    context: { today, flow: "add", screen },
    mode: "edit",
    onChange: fn(),
    onSubmit: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof PlanCoverageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Harbor, nothing chosen: the subscriber's box needs a plan, a dependent's needs the subscriber.
 * Saving without a plan waives the coverage type; choosing one fills the product's date.
 */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const subscriberBox = box(canvasElement, "subscriber");
    await expect(subscriberBox).toBeDisabled();
    await expect(subscriberBox).toHaveAccessibleDescription("Choose a plan first.");
    await expect(box(canvasElement, "d1")).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ coverageType: "DENTAL", productId: "" }),
      ),
    );
    await userEvent.selectOptions(canvas.getByLabelText("Plan"), "Adult Dental Plus (Group 100200)");
    await expect(canvas.getByLabelText(/^Coverage Effective Date/)).toHaveValue("07/01/2026");
    await waitFor(() => expect(subscriberBox).toBeEnabled());
    await expect(box(canvasElement, "d1")).toHaveAccessibleDescription("Check the subscriber first.");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ coverageType: "DENTAL", groupNumber: "100200", productId: "DEN-ADULT" }),
    );
  },
};

/** Filled: a plan, its date and the family checked; Save gives the validated values. */
export const Filled: Story = {
  tags: ["visual"],
  args: { values: filled },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByLabelText("Plan")).toHaveDisplayValue("Dental Basic (Group 100200)");
    for (const key of ["subscriber", "d1", "d2"]) await expect(box(canvasElement, key)).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        coverageType: "DENTAL",
        lineOfBusiness: "DEN",
        groupNumber: "100200",
        productId: "DEN-BASIC",
        productName: "Dental Basic",
        coverageEffectiveDate: "07/01/2026",
        members: { subscriber: true, d1: true, d2: true },
      }),
    );
  },
};

/** Unchecking the subscriber unchecks the dependents and locks them; checking it checks them all again. */
export const SubscriberCarriesDependents: Story = {
  args: { values: filled },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(box(canvasElement, "subscriber"));
    await waitFor(() => expect(box(canvasElement, "d1")).not.toBeChecked());
    await expect(box(canvasElement, "d2")).not.toBeChecked();
    await expect(box(canvasElement, "d1")).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ members: { subscriber: false, d1: false, d2: false } }),
    );
    await userEvent.click(box(canvasElement, "subscriber"));
    await waitFor(() => expect(box(canvasElement, "d1")).toBeChecked());
    await expect(box(canvasElement, "d2")).toBeChecked();
    // A dependent may then be unchecked alone.
    await userEvent.click(box(canvasElement, "d2"));
    await waitFor(() => expect(box(canvasElement, "d2")).not.toBeChecked());
    await expect(box(canvasElement, "subscriber")).toBeChecked();
  },
};

/** Choosing another plan, or changing the date, unchecks every member, and says so. */
export const PlanOrDateChangeUnchecks: Story = {
  args: { values: filled },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText("Plan"), "Dental Basic (Group 100300)");
    await waitFor(() => expect(box(canvasElement, "subscriber")).not.toBeChecked());
    await expect(box(canvasElement, "d1")).not.toBeChecked();
    await expect(canvas.getByText(/the members were unchecked/)).toBeVisible();
    await userEvent.click(box(canvasElement, "subscriber"));
    await waitFor(() => expect(box(canvasElement, "d2")).toBeChecked());
    const date = canvas.getByLabelText(/^Coverage Effective Date/);
    await userEvent.clear(date);
    await userEvent.type(date, "06/01/2026");
    await waitFor(() => expect(box(canvasElement, "subscriber")).not.toBeChecked());
    await expect(box(canvasElement, "d2")).not.toBeChecked();
  },
};

/**
 * Summit, a group allowing adult dental: checking the subscriber checks the child under 19, who gets
 * the adult dental notice and stays checked; the notice goes when the child is unchecked.
 */
export const AdultDentalNotice: Story = {
  globals: { brand: "6010" },
  args: {
    values: { ...filled, productId: "DEN-ADULT", productName: "Adult Dental Plus", members: {} },
    groupInformation: { "100200": { adultDentalAllowed: true } },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(box(canvasElement, "subscriber"));
    const notice = await member(canvasElement, "d2").findByText(adultDental);
    await expect(notice).toBeVisible();
    await expect(box(canvasElement, "d2")).toBeChecked();
    await expect(box(canvasElement, "d2")).toHaveAccessibleDescription(adultDental);
    await expect(member(canvasElement, "d1").queryByText(adultDental)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ members: { subscriber: true, d1: true, d2: true } }),
      ),
    );
    await userEvent.click(box(canvasElement, "d2"));
    await waitFor(() => expect(member(canvasElement, "d2").queryByText(adultDental)).toBeNull());
  },
};

/** Meridian, vision with adult vision allowed: the same notice in its vision wording, box kept. */
export const AdultVisionNotice: Story = {
  globals: { brand: "9017" },
  args: {
    coverageType: "VISION",
    groups: plansByType.VISION,
    values: { groupNumber: "100200", productId: "VIS-ADULT", coverageEffectiveDate: "07/01/2026" },
    context: { today, flow: "add", screen, group: { adultVisionAllowed: true } },
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(box(canvasElement, "subscriber"));
    await waitFor(() => expect(box(canvasElement, "d2")).toBeChecked());
    await expect(
      member(canvasElement, "d2").getByText(
        "Members under 19 years old cannot be added to an Adult Vision plan.",
      ),
    ).toBeVisible();
  },
};

/** Meridian, a group without domestic partner benefits: the partner is unchecked with the spec's notice. */
export const DomesticPartnerNotAllowed: Story = {
  globals: { brand: "9018" },
  args: {
    members: [subscriber, partner, child],
    values: { ...filled, members: {} },
    groupInformation: { "100200": { domesticPartner: false } },
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(box(canvasElement, "subscriber"));
    await expect(
      await member(canvasElement, "d1").findByText(dependentMessages.domesticPartnerNotAllowed),
    ).toBeVisible();
    await expect(box(canvasElement, "d1")).not.toBeChecked();
    await expect(box(canvasElement, "d2")).toBeChecked();
    // Trying again shows the notice again and still refuses.
    await userEvent.click(box(canvasElement, "d1"));
    await expect(box(canvasElement, "d1")).not.toBeChecked();
    await expect(member(canvasElement, "d1").getByRole("alert")).toHaveTextContent(
      dependentMessages.domesticPartnerNotAllowed,
    );
  },
};

/** Evergreen, a group without civil union: a spouse of the subscriber's sex is unchecked with the notice. */
export const SameSexSpouse: Story = {
  globals: { brand: "3001" },
  args: {
    values: { ...filled, members: {} },
    context: { today, flow: "add", screen, group: { civilUnion: false } },
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(box(canvasElement, "subscriber"));
    await expect(
      await member(canvasElement, "d1").findByText(dependentMessages.spouseSameGender),
    ).toBeVisible();
    await expect(box(canvasElement, "d1")).not.toBeChecked();
    await expect(box(canvasElement, "d2")).toBeChecked();
    await expect(box(canvasElement, "subscriber")).toBeChecked();
  },
};

/** A plan without a date, then a date outside the window: the summary takes focus, the field is linked. */
export const DateErrors: Story = {
  args: { values: { ...filled, coverageEffectiveDate: "" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    const date = canvas.getByLabelText(/^Coverage Effective Date/);
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(`Error: ${planCoverageMessages.effectiveDate}`);
    await userEvent.click(
      canvas.getByRole("link", { name: summaryLink(planCoverageMessages.effectiveDate) }),
    );
    await expect(date).toHaveFocus();
    await userEvent.type(date, "12/01/2026");
    await userEvent.click(box(canvasElement, "subscriber"));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(
      await canvas.findByRole("link", { name: summaryLink(planCoverageMessages.outOfRange) }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A plan with no member checked: the spec's coverage notice, naming the product, on the members. */
export const ProductWithNoMembers: Story = {
  args: { values: { ...filled, members: {} } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const message = coverageNoticeMessages.productWithNoMembers.replace("{product}", "Dental Basic");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await userEvent.click(await canvas.findByRole("link", { name: summaryLink(message) }));
    await expect(box(canvasElement, "subscriber")).toHaveFocus();
    await expect(canvas.getByRole("group", { name: "Members" })).toHaveAccessibleDescription(
      `Error: ${message}`,
    );
    await userEvent.click(box(canvasElement, "subscriber"));
    await waitFor(() => expect(canvas.queryByRole("link", { name: summaryLink(message) })).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Read-only: the plan, group, date and the members covered; Edit for an administrator who may. */
export const ReadOnly: Story = {
  tags: ["visual"],
  args: { mode: "read", mayEdit: true, values: { ...filled, members: { subscriber: true, d1: true } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.getByText("Dental Basic")).toBeVisible();
    await expect(canvas.getByText("07/01/2026")).toBeVisible();
    await expect(canvas.getByText(spouse.name)).toBeVisible();
    await expect(canvas.queryByText(child.name)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Edit Dental Coverage" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Read-only, no plan of this type: says so. */
export const ReadOnlyWaived: Story = {
  args: { mode: "read", values: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No plan chosen")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};
