import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { expectNoFormControls, expectShown, shownValue } from "../../testing/cardStories.js";
import { DependentReadCard, emptyDependent } from "./read.js";

const spouse = {
  ...emptyDependent,
  firstName: "Ana",
  lastName: "Lind",
  gender: "F",
  birthDate: "03/14/1990",
  relationshipCode: "01",
  ssn: "123456789",
  otherInsuranceIndicator: "yes",
  medicareEligibleIndicator: "no",
};
/** 27 on the stories' day and a full-time student: the special status a child past 26 needs. */
const student = {
  ...emptyDependent,
  prefix: "Mr",
  firstName: "Kim",
  middleName: "A",
  lastName: "Lind",
  suffix: "Jr",
  gender: "M",
  birthDate: "01/01/1999",
  relationshipCode: "02",
  ssn: "987650042",
  dependentStatus: "F",
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "unknown",
};

/**
 * One dependent's read card, `@epr/ui/cards/dependent/read` (enrollment.md §2 read-only displays, §5
 * Dependents). Its words are not brand copy and its rules follow the group, not the brand, so the
 * stories spread over the brand families for their themes. Edit and Remove name the card
 * ("Edit Dependent 2"), so a list of cards has distinct buttons.
 */
const meta = {
  title: "Cards/Enrollment/Dependent read card",
  component: DependentReadCard,
  args: {
    id: "d2",
    number: 2,
    values: spouse,
    permissions: { canEdit: true, canRemove: true },
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof DependentReadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6009), the spouse: the values, the SSN masked; Edit and Remove name "Dependent 2" and call back. */
export const Spouse: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Dependent 2" })).toBeVisible();
    await expectShown(canvasElement, {
      Name: "Ana Lind",
      Relationship: "Spouse",
      Gender: "Female",
      "Date of Birth": "03/14/1990",
      "Special Status": "—",
      "Other Insurance": "Yes",
      "Medicare Eligible": "No",
    });
    await expect(shownValue(canvasElement, "SSN")).toHaveTextContent("SSN ending in 6789");
    await expect(canvasElement).not.toHaveTextContent("123456789");
    await expectNoFormControls(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Dependent 2" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Dependent 2" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Summit (6011), a student past 26, view-only administrator: full name and special status; no Edit nor Remove. */
export const StudentViewOnly: Story = {
  globals: { brand: "6011" },
  args: { id: "d3", number: 3, values: student, permissions: { canEdit: false, canRemove: false } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole("heading", { name: "Dependent 3" })).toBeVisible();
    await expectShown(canvasElement, {
      Name: "Mr Kim A Lind Jr",
      Relationship: "Son or Daughter",
      "Special Status": "Full-Time Student",
      "Medicare Eligible": "Unknown",
    });
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Meridian (9018), may edit but may not remove: Edit only. */
export const EditOnly: Story = {
  globals: { brand: "9018" },
  args: { number: 1, id: "d1", permissions: { canEdit: true, canRemove: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Edit Dependent 1" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Remove/ })).toBeNull();
  },
};

/** Evergreen (3001), a dependent added with nothing entered yet, the app not listening: every value a dash, no button. */
export const NothingEntered: Story = {
  globals: { brand: "3001" },
  args: { values: undefined, onEdit: undefined, onRemove: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, {
      Name: "—",
      Relationship: "—",
      Gender: "—",
      "Date of Birth": "—",
      SSN: "—",
      "Special Status": "—",
      "Other Insurance": "—",
      "Medicare Eligible": "—",
    });
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
