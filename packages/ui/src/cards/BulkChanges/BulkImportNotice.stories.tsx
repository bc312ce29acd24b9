import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BulkImportNotice } from "./BulkImportNotice.js";

/**
 * Bulk changes, what the page says in place of a step card (eligibility in bulk: the portal's page).
 * No wording differs by brand; the states spread over the four brand families (Harbor 6008, Summit
 * 6012, Meridian 9017, Evergreen 3001) for their themes.
 */
const meta = {
  title: "Cards/Bulk changes/Bulk import notice",
  component: BulkImportNotice,
  args: { state: { kind: "loading" }, uploadHref: "#upload" },
} satisfies Meta<typeof BulkImportNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), the import asked for: a polite status. */
export const Loading: Story = {
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading the import…");
  },
};

/**
 * Summit (6012), an import that cannot be shown (another client's, a number that is none): a
 * heading, the failure announced, and the way back to the upload.
 */
export const Unavailable: Story = {
  globals: { brand: "6012" },
  args: { state: { kind: "unavailable", failure: "No such import." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      "This import could not be shown",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent("No such import.");
    await expect(canvas.getByRole("link", { name: "Upload a file" })).toHaveAttribute("href", "#upload");
  },
};

/** Meridian (9017), rows that could not be checked: the file named, the job's reason, nothing changed. */
export const CouldNotBeChecked: Story = {
  globals: { brand: "9017" },
  args: {
    state: { kind: "failed", fileName: "census-2027.xlsx", reason: "The file could not be read again." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      "“census-2027.xlsx” could not be checked",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The file could not be read again. Nothing changed.",
    );
    await expect(canvas.getByRole("link", { name: "Upload another file" })).toHaveAttribute(
      "href",
      "#upload",
    );
  },
};

/** Evergreen (3001), a login that may not view employees: told why, and who can. */
export const NotAllowed: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { state: { kind: "notAllowed" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Your login may not view employees, so it cannot upload or preview bulk changes. An administrator who may view employees can.",
    );
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};
