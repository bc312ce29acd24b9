import { SUBSCRIBER_KEY } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { expectNoFormControls, expectShown, shownLabels, shownValue } from "../../testing/cardStories.js";
import { child, family, plansByType, spouse } from "./fixtures.js";
import { defaultPlanCoverageCardCopy, PlanCoverageReadCard } from "./read.js";

/**
 * A plan coverage card's read entry, `@epr/ui/cards/plan-coverage/read` (enrollment.md §2 read-only
 * displays, §5 Plan coverage), as the add flow's Review & Submit shows it: the plan, its group, the
 * coverage effective date and the members covered. No wording of it differs by brand, so the
 * stories spread over the brand families for their themes.
 */
const meta = {
  title: "Cards/Coverage/Plan coverage read card",
  component: PlanCoverageReadCard,
  args: { coverageType: "DENTAL", members: family, mayEdit: true, onEdit: fn() },
} satisfies Meta<typeof PlanCoverageReadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), dental chosen for the subscriber and the child: the plan, group, date and those two; Edit calls back. */
export const Chosen: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: {
    values: {
      groupNumber: "100200",
      productId: "DEN-ADULT",
      productName: "Adult Dental Plus",
      coverageEffectiveDate: "07/01/2026",
      members: { [SUBSCRIBER_KEY]: true, [spouse.key]: false, [child.key]: true },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Dental Coverage" })).toBeVisible();
    await expectShown(canvasElement, {
      Plan: "Adult Dental Plus",
      Group: "100200",
      "Coverage Effective Date": "07/01/2026",
    });
    const covered = within(shownValue(canvasElement, "Members")).getAllByRole("listitem");
    await expect(covered.map((item) => item.textContent)).toEqual(["Jordan Lind", "Kim Lind"]);
    await expectNoFormControls(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Dental Coverage" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Summit (6010), medical waived (no plan chosen), view-only administrator: the card says so, no Edit. */
export const NoPlanChosenViewOnly: Story = {
  globals: { brand: "6010" },
  args: { coverageType: "MEDICAL", mayEdit: false, values: { groupNumber: "", productId: "" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Medical Coverage" })).toBeVisible();
    await expect(canvas.getByText(defaultPlanCoverageCardCopy.noPlanChosen)).toBeVisible();
    await expect(shownLabels(canvasElement)).toEqual([]);
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};

/** Meridian (9017), a plan saved without its name: the name comes from the plans offered; nobody checked yet shows a dash. */
export const NameFromThePlansOffered: Story = {
  globals: { brand: "9017" },
  args: {
    coverageType: "MEDICAL",
    groups: plansByType.MEDICAL,
    values: {
      groupNumber: "100200",
      productId: "MED-SILVER",
      coverageEffectiveDate: "07/01/2026",
      members: {},
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, { Plan: "Silver HMO", Group: "100200", Members: "—" });
    await expect(canvas.getByRole("button", { name: "Edit Medical Coverage" })).toBeVisible();
  },
};

/** Meridian (9018), a plan the offered list does not hold and no name: its product id stands in. */
export const UnknownPlanShowsItsId: Story = {
  globals: { brand: "9018" },
  args: {
    coverageType: "VISION",
    groups: plansByType.VISION,
    values: {
      groupNumber: "100300",
      productId: "VIS-PLUS",
      coverageEffectiveDate: "08/01/2026",
      members: { [SUBSCRIBER_KEY]: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, { Plan: "VIS-PLUS", Group: "100300", Members: "Jordan Lind" });
  },
};

/** Evergreen (3001), an existing employee's lines on file and no new plan chosen: only the lines show; the title is the app's. */
export const LinesOnFileOnly: Story = {
  globals: { brand: "3001" },
  args: {
    coverageType: "DENTAL",
    headingLevel: 3,
    copy: { title: "Dental Coverage on File" },
    values: { groupNumber: "", productId: "" },
    linesOnFile: <p className="m-0">Dental Basic (Group 100300), effective 01/01/2026</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Dental Coverage on File" })).toBeVisible();
    await expect(canvas.getByText("Dental Basic (Group 100300), effective 01/01/2026")).toBeVisible();
    await expect(canvas.queryByText(defaultPlanCoverageCardCopy.noPlanChosen)).toBeNull();
    await expect(shownLabels(canvasElement)).toEqual([]);
    await expect(canvas.getByRole("button", { name: "Edit Dental Coverage on File" })).toBeVisible();
  },
};
