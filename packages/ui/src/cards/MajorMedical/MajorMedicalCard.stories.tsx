import { majorMedicalMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { MajorMedicalCard, type MajorMedicalParticipant } from "./MajorMedicalCard.js";

const products = [
  { productId: "FA-1", lineOfBusiness: "FA" },
  { productId: "PR-1", lineOfBusiness: "PR" },
  { productId: "MM-1", lineOfBusiness: "MM" },
];
const participants: MajorMedicalParticipant[] = [
  { key: "subscriber", name: "Jordan Lind" },
  { key: "d1", name: "Ana Lind", relationshipCode: "01" },
  { key: "d2", name: "Kim Lind", relationshipCode: "02" },
];
const filled = {
  "FA-1": { subscriber: true, d1: true, d2: true },
  "PR-1": { subscriber: true, d1: true },
  "MM-1": { subscriber: false },
};

const box = (root: HTMLElement, product: string, name: string) =>
  within(root).getByRole("checkbox", { name: `${product}: ${name}` });
const category = (root: HTMLElement, productId: string) =>
  root.querySelectorAll("tfoot td")[products.findIndex((p) => p.productId === productId)];

/**
 * The major medical product grid (enrollment.md §4 Major medical): the medical plan's products per
 * participant. The rules do not differ by brand; each family's story shows one in its theme.
 */
const meta = {
  title: "Cards/Coverage/Major medical",
  component: MajorMedicalCard,
  args: { products, participants, mode: "edit", onChange: fn(), onSubmit: fn(), onEdit: fn() },
} satisfies Meta<typeof MajorMedicalCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor, nothing picked: dependents wait for the subscriber; Save asks for at least one selection. */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("columnheader", { name: "FA Facility" })).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "PR Professional" })).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "MM Major Medical" })).toBeVisible();
    const dependent = box(canvasElement, "FA Facility", "Ana Lind");
    await expect(dependent).toBeDisabled();
    await expect(dependent).toHaveAccessibleDescription("Check the subscriber for this product first.");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole("link", { name: summaryLink(majorMedicalMessages.noSelection) }));
    await expect(box(canvasElement, "FA Facility", "Jordan Lind")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(box(canvasElement, "FA Facility", "Jordan Lind"));
    await waitFor(() =>
      expect(canvas.queryByRole("link", { name: summaryLink(majorMedicalMessages.noSelection) })).toBeNull(),
    );
    await expect(dependent).toBeEnabled();
  },
};

/** Filled: the picks and a coverage category per product; Save gives both. */
export const Filled: Story = {
  tags: ["visual"],
  args: { values: filled },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(category(canvasElement, "FA-1")).toHaveTextContent("Family");
    await expect(category(canvasElement, "PR-1")).toHaveTextContent("Subscriber and spouse");
    await expect(category(canvasElement, "MM-1")).toHaveTextContent("—");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        selection: {
          "FA-1": { subscriber: true, d1: true, d2: true },
          "PR-1": { subscriber: true, d1: true, d2: false },
          "MM-1": { subscriber: false, d1: false, d2: false },
        },
        categories: { "FA-1": "FAM", "PR-1": "ESP", "MM-1": null },
      }),
    );
  },
};

/** Summit: unchecking the subscriber for a product clears its dependents, not the other products'. */
export const SubscriberClearsDependents: Story = {
  globals: { brand: "6012" },
  args: { values: filled },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(box(canvasElement, "FA Facility", "Jordan Lind"));
    await waitFor(() => expect(box(canvasElement, "FA Facility", "Ana Lind")).not.toBeChecked());
    await expect(box(canvasElement, "FA Facility", "Kim Lind")).not.toBeChecked();
    await expect(box(canvasElement, "FA Facility", "Kim Lind")).toBeDisabled();
    await expect(box(canvasElement, "PR Professional", "Ana Lind")).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ "FA-1": { subscriber: false, d1: false, d2: false } }),
    );
    await expect(category(canvasElement, "FA-1")).toHaveTextContent("—");
  },
};

/** Meridian: picking the subscriber then one child makes that product "Subscriber and one child". */
export const CategoryFollowsPicks: Story = {
  globals: { brand: "9017" },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(box(canvasElement, "MM Major Medical", "Jordan Lind"));
    await waitFor(() => expect(category(canvasElement, "MM-1")).toHaveTextContent("Subscriber only"));
    await userEvent.click(box(canvasElement, "MM Major Medical", "Kim Lind"));
    await waitFor(() =>
      expect(category(canvasElement, "MM-1")).toHaveTextContent("Subscriber and one child"),
    );
  },
};

/** Evergreen, read-only: Selected / Not selected per cell, the categories, Edit for who may. */
export const ReadOnly: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { mode: "read", mayEdit: true, values: filled },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    const kim = canvasElement.querySelector<HTMLElement>('[data-participant="d2"]');
    if (!kim) throw new Error("no row d2");
    await expect(
      within(kim)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Selected", "Not selected", "Not selected"]);
    await expect(category(canvasElement, "FA-1")).toHaveTextContent("Family");
    await userEvent.click(canvas.getByRole("button", { name: "Edit Major Medical" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
