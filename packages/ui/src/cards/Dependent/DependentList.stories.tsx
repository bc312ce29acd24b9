import { MAX_DEPENDENTS } from "@epr/domain";
import { dependentMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { dependentHeadingId } from "./DependentCard.js";
import { DependentList, type DependentListItem, type DependentListProps } from "./DependentList.js";
import { emptyDependent } from "./dependentRules.js";

const today = new Date(2026, 5, 15, 8); // 06/15/2026
const spouse: DependentListItem = {
  id: "d1",
  values: {
    ...emptyDependent,
    firstName: "Ana",
    lastName: "Lind",
    gender: "F",
    birthDate: "03/14/1990",
    relationshipCode: "01",
    ssn: "123456789",
    otherInsuranceIndicator: "no",
    medicareEligibleIndicator: "no",
  },
};
const child = (id: string, firstName: string): DependentListItem => ({
  id,
  values: {
    ...emptyDependent,
    firstName,
    lastName: "Lind",
    gender: "M",
    birthDate: "01/01/2012",
    relationshipCode: "02",
    otherInsuranceIndicator: "no",
    medicareEligibleIndicator: "no",
  },
});

/** The list as an app holds it: its own state, changed through the callbacks (which the stories spy on). */
function Harness(props: DependentListProps) {
  const [dependents, setDependents] = useState(props.dependents);
  const [next, setNext] = useState(1);
  return (
    <DependentList
      {...props}
      dependents={dependents}
      onAdd={() => {
        props.onAdd?.();
        setDependents((list) => [...list, { id: `new${next}`, values: emptyDependent, mode: "edit" }]);
        setNext((n) => n + 1);
      }}
      onRemove={(id) => {
        props.onRemove?.(id);
        setDependents((list) => list.filter((d) => d.id !== id));
      }}
      onChange={(id, values) => {
        props.onChange?.(id, values);
        setDependents((list) => list.map((d) => (d.id === id ? { ...d, values } : d)));
      }}
    />
  );
}

const card = (root: HTMLElement, id: string) => {
  const element = root.querySelector<HTMLElement>(`[data-dependent="${id}"]`);
  if (!element) throw new Error(`no dependent card ${id}`);
  return within(element);
};

/**
 * The dependent card and list (enrollment.md §5 Dependents, §9). The dependent rules do not differ by
 * brand: they follow the group's flags (domestic partner, civil union) in the card's `context`, so
 * each brand family's story shows one of those rules in that family's theme.
 */
const meta = {
  title: "Cards/Enrollment/Dependent list",
  component: DependentList,
  args: {
    dependents: [],
    context: { today, flow: "add" },
    mode: "edit",
    permissions: { canAdd: true, canEdit: true, canRemove: true },
    onAdd: fn(),
    onRemove: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onEdit: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof DependentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: no dependent yet; Add puts a card in, moves focus to its first field and announces it. */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText("No dependents added.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add Dependent" }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await waitFor(() => expect(card(canvasElement, "new1").getByLabelText("Prefix")).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent("Dependent 1 added.");
  },
};

/** Filled: a spouse and a child; a valid card saves its values, the SSN masked after blur. */
export const Filled: Story = {
  args: { dependents: [spouse, child("d2", "Kim")] },
  play: async ({ canvasElement, userEvent, args }) => {
    const first = card(canvasElement, "d1");
    const ssn = first.getByLabelText("SSN");
    await expect(ssn).toHaveValue("*****6789");
    await userEvent.click(ssn);
    await expect(ssn).toHaveValue("123456789");
    await userEvent.tab();
    await expect(ssn).toHaveValue("*****6789");
    await userEvent.click(first.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        "d1",
        expect.objectContaining({ firstName: "Ana", relationshipCode: "01", ssn: "123456789" }),
      ),
    );
  },
};

/** Every required field empty: the summary takes focus, lists the spec's messages and links to the fields. */
export const RequiredErrors: Story = {
  tags: ["visual"],
  args: { dependents: [{ id: "d1", values: emptyDependent }] },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = card(canvasElement, "d1");
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    // Read inside the wait: the summary renders after validation settles, not at the click.
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    for (const message of [
      dependentMessages.firstName,
      dependentMessages.lastName,
      dependentMessages.gender,
      dependentMessages.birthDate,
      dependentMessages.relationship,
    ]) {
      await expect(form.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    }
    await expect(form.getAllByRole("link", { name: summaryLink(dependentMessages.indicator) })).toHaveLength(
      2,
    );
    const firstName = form.getByLabelText(/^First Name/);
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription(`Error: ${dependentMessages.firstName}`);
    await userEvent.click(form.getByRole("link", { name: summaryLink(dependentMessages.lastName) }));
    await expect(form.getByLabelText(/^Last Name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wrong values: names with symbols, a birth date after tomorrow, an all-zero SSN. */
export const InvalidValues: Story = {
  args: {
    dependents: [
      {
        id: "d1",
        values: {
          ...child("d1", "K1m").values,
          middleName: "J P!",
          birthDate: "06/17/2026",
          ssn: "000000000",
        },
      },
    ],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = card(canvasElement, "d1");
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    for (const message of [
      dependentMessages.firstName,
      dependentMessages.middleName,
      dependentMessages.birthDate,
      dependentMessages.ssn,
    ]) {
      await expect(form.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Evergreen: a child of 26 or over needs a special status (the age-26 rule); a younger one has no such field. */
export const Evergreen: Story = {
  globals: { brand: "3001" },
  args: { dependents: [child("d1", "Kim")] },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = card(canvasElement, "d1");
    await expect(form.queryByLabelText(/^Special Status/)).toBeNull();
    const birth = form.getByLabelText(/^Date of Birth/);
    await userEvent.clear(birth);
    await userEvent.type(birth, "06/15/2000");
    const status = await form.findByLabelText(/^Special Status/);
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await expect(
      form.getByRole("link", { name: summaryLink(dependentMessages.specialStatusRequired) }),
    ).toBeVisible();
    await userEvent.selectOptions(status, "F");
    await waitFor(() =>
      expect(
        form.queryByRole("link", { name: summaryLink(dependentMessages.specialStatusRequired) }),
      ).toBeNull(),
    );
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith("d1", expect.objectContaining({ dependentStatus: "F" })),
    );
    // Spouse: the status is cleared and no longer asked (enrollment.md §4 Indicator changes).
    await userEvent.selectOptions(form.getByLabelText(/^Relationship/), "01");
    await expect(form.queryByLabelText(/^Special Status/)).toBeNull();
  },
};

/** Meridian: a second spouse or domestic partner is refused with the spec's message and not saved. */
export const Meridian: Story = {
  globals: { brand: "9017" },
  args: { dependents: [spouse, child("d2", "Kim")] },
  play: async ({ canvasElement, userEvent, args }) => {
    const second = card(canvasElement, "d2");
    const relationship = second.getByLabelText(/^Relationship/);
    await userEvent.selectOptions(relationship, "29");
    await expect(second.getByText(dependentMessages.oneSpouseOrPartner)).toBeVisible();
    await expect(relationship).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(second.getByRole("button", { name: "Save" }));
    await expect(
      second.getByRole("link", { name: summaryLink(dependentMessages.oneSpouseOrPartner) }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(relationship, "02");
    await expect(second.queryByText(dependentMessages.oneSpouseOrPartner)).toBeNull();
  },
};

/** The option texts of a select, the placeholder left out. */
const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.text);

/**
 * The relationship select: the common relationships first, none of the subscriber's own (Self,
 * Employee), each once (Child and Father/Mother are the same as Son or Daughter and Father or
 * Mother); a record that holds one of those codes still shows it.
 */
export const RelationshipChoices: Story = {
  args: {
    dependents: [
      { id: "d1", values: { ...spouse.values, relationshipCode: "" } },
      { id: "d2", values: { ...child("d2", "Ola").values, relationshipCode: "19" } },
    ],
  },
  play: async ({ canvasElement }) => {
    const options = optionTexts(card(canvasElement, "d1").getByLabelText(/^Relationship/));
    await expect(options.slice(0, 3)).toEqual(["Spouse", "Domestic Partner", "Son or Daughter"]);
    for (const absent of ["Self", "Employee", "Child", "Father/Mother"])
      await expect(options).not.toContain(absent);
    await expect(new Set(options).size).toBe(options.length);
    const held = card(canvasElement, "d2").getByLabelText(/^Relationship/) as HTMLSelectElement;
    await expect(held.value).toBe("19");
    await expect(held.selectedOptions[0]?.text).toBe("Child");
  },
};

/** Harbor, a group without domestic partner benefits: choosing Domestic Partner shows the spec's notice. */
export const Harbor: Story = {
  globals: { brand: "6008" },
  args: {
    context: { today, flow: "add", group: { domesticPartner: false } },
    dependents: [{ id: "d1", values: { ...spouse.values, relationshipCode: "" } }],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = card(canvasElement, "d1");
    await userEvent.selectOptions(form.getByLabelText(/^Relationship/), "29");
    await expect(await form.findByText(dependentMessages.domesticPartnerNotAllowed)).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit, a group without civil union: a spouse of the subscriber's sex is refused on the sex field. */
export const Summit: Story = {
  globals: { brand: "6012" },
  args: {
    context: { today, flow: "add", group: { civilUnion: false }, subscriberGender: "F" },
    dependents: [spouse],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = card(canvasElement, "d1");
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await expect(
      form.getByRole("link", { name: summaryLink(dependentMessages.spouseSameGender) }),
    ).toBeVisible();
    await userEvent.selectOptions(form.getByLabelText(/^Relationship/), "29");
    await expect(
      await form.findByRole("link", { name: summaryLink(dependentMessages.partnerSameGender) }),
    ).toBeVisible();
    await userEvent.selectOptions(form.getByLabelText(/^Gender/), "M");
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith("d1", expect.objectContaining({ gender: "M" })),
    );
  },
};

/** Read-only: a description list per dependent, the SSN masked to its last four, Edit for those who may. */
export const ReadOnly: Story = {
  args: {
    mode: "read",
    permissions: { canAdd: false, canEdit: true, canRemove: false },
    dependents: [spouse, child("d2", "Kim")],
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Add Dependent" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Remove/ })).toBeNull();
    const first = card(canvasElement, "d1");
    await expect(first.getByText("Ana Lind")).toBeVisible();
    await expect(first.getByText("Spouse")).toBeVisible();
    await expect(first.getByText("SSN ending in 6789")).toBeInTheDocument();
    await expect(first.queryByText("123456789")).toBeNull();
    await userEvent.click(first.getByRole("button", { name: "Edit Dependent 1" }));
    await expect(args.onEdit).toHaveBeenCalledWith("d1");
  },
};

/** More than 3 dependents: two columns; removing one goes back to one column and focus lands on the next card. */
export const TwoColumns: Story = {
  args: { dependents: [spouse, child("d2", "Kim"), child("d3", "Lee"), child("d4", "Max")] },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole("list");
    await expect(list).toHaveAttribute("data-columns", "2");
    await expect(getComputedStyle(list).gridTemplateColumns.split(" ")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Dependent 2" }));
    await expect(args.onRemove).toHaveBeenCalledWith("d2");
    await waitFor(() => expect(list).toHaveAttribute("data-columns", "1"));
    await expect(getComputedStyle(list).gridTemplateColumns.split(" ")).toHaveLength(1);
    await expect(document.getElementById(dependentHeadingId("d3"))).toHaveFocus();
    await expect(canvas.getByRole("status")).toHaveTextContent("Dependent 2 removed.");
  },
};

/**
 * The maximum (25, @epr/domain's MAX_DEPENDENTS; the spec: 'Max Dependents Reached!' when more than
 * 24 are present), on a read-only list: Add is disabled and says why; one fewer allows it again, and
 * the added dependent opens in edit mode.
 */
export const MaxReached: Story = {
  args: {
    mode: "read",
    dependents: Array.from({ length: MAX_DEPENDENTS }, (_, i) => child(`d${i + 1}`, "Kim")),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // Queries scoped to one card or by text: a role query over 25 forms is slow.
    const add = canvas.getByText("Add Dependent").closest("button");
    if (!add) throw new Error("no Add Dependent button");
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(dependentMessages.maxDependents);
    await expect(canvas.getByText(dependentMessages.maxDependents)).toBeVisible();
    await userEvent.click(
      card(canvasElement, `d${MAX_DEPENDENTS}`).getByRole("button", {
        name: `Remove Dependent ${MAX_DEPENDENTS}`,
      }),
    );
    await waitFor(() => expect(add).toBeEnabled());
    await expect(canvas.queryByText(dependentMessages.maxDependents)).toBeNull();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await waitFor(() => expect(card(canvasElement, "new1").getByLabelText("Prefix")).toHaveFocus());
  },
};
