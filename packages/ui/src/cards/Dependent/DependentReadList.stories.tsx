import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { expectNoFormControls, expectShown } from "../../testing/cardStories.js";
import { DependentReadList, type DependentValues, emptyDependent } from "./read.js";

const dependent = (id: string, values: Partial<DependentValues>) => ({
  id,
  values: {
    ...emptyDependent,
    lastName: "Lind",
    otherInsuranceIndicator: "no",
    medicareEligibleIndicator: "no",
    ...values,
  },
});
const spouse = dependent("d1", {
  firstName: "Ana",
  gender: "F",
  birthDate: "03/14/1990",
  relationshipCode: "01",
  ssn: "123456789",
});
const kim = dependent("d2", {
  firstName: "Kim",
  gender: "M",
  birthDate: "01/01/2012",
  relationshipCode: "02",
});
const noor = dependent("d3", {
  firstName: "Noor",
  gender: "F",
  birthDate: "07/30/2015",
  relationshipCode: "17",
});
const eli = dependent("d4", {
  firstName: "Eli",
  gender: "M",
  birthDate: "02/11/2019",
  relationshipCode: "10",
});

const card = (root: HTMLElement, id: string) => {
  const element = root.querySelector<HTMLElement>(`[data-dependent="${id}"]`);
  if (!element) throw new Error(`no dependent card ${id}`);
  return element;
};

/**
 * The dependents' read list, `@epr/ui/cards/dependent/read` (enrollment.md §2 read-only displays, §5
 * Dependents, §9 two columns past 3), as the add flow's Review & Submit shows it: no Add and no
 * Remove. Its words are not brand copy, so the stories spread over the brand families for their
 * themes.
 */
const meta = {
  title: "Cards/Enrollment/Dependent read list",
  component: DependentReadList,
  args: { dependents: [spouse, kim], canEdit: true, onEdit: fn() },
} satisfies Meta<typeof DependentReadList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), two dependents: a card each, numbered; each Edit names its card and calls back with its id. */
export const TwoDependents: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Dependents" })).toBeVisible();
    const list = within(canvas.getByRole("list"));
    await expect(list.getAllByRole("listitem")).toHaveLength(2);
    await expectShown(card(canvasElement, "d1"), { Name: "Ana Lind", Relationship: "Spouse" });
    await expectShown(card(canvasElement, "d2"), { Name: "Kim Lind", Relationship: "Son or Daughter" });
    await expect(canvas.getByRole("heading", { level: 3, name: "Dependent 2" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Remove|Add Dependent/ })).toBeNull();
    await expectNoFormControls(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Dependent 2" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith("d2");
  },
};

/** Summit (6012), no dependents: the heading and the sentence that says so, no card, no button. */
export const NoDependents: Story = {
  globals: { brand: "6012" },
  args: { dependents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Dependents" })).toBeVisible();
    await expect(canvas.getByText("No dependents added.")).toBeVisible();
    await expect(canvas.queryAllByRole("listitem")).toHaveLength(0);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Meridian (9018), four dependents, view-only administrator: two columns on wide screens, no Edit. */
export const FourDependentsViewOnly: Story = {
  globals: { brand: "9018" },
  args: { dependents: [spouse, kim, noor, eli], canEdit: false },
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole("list");
    await expect(list).toHaveAttribute("data-columns", "2");
    await expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(4);
    await expectShown(card(canvasElement, "d3"), {
      Name: "Noor Lind",
      Relationship: "Stepson or Stepdaughter",
    });
    await expectShown(card(canvasElement, "d4"), { Relationship: "Foster Child" });
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Evergreen (3001), three dependents: still one column (two only past 3); the spouse's SSN masked. */
export const ThreeDependentsOneColumn: Story = {
  globals: { brand: "3001" },
  args: { dependents: [spouse, kim, noor] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("list")).toHaveAttribute("data-columns", "1");
    await expect(within(card(canvasElement, "d1")).getByText("SSN ending in 6789")).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent("123456789");
    await expect(canvas.getAllByRole("button", { name: /^Edit Dependent [123]$/ })).toHaveLength(3);
  },
};
