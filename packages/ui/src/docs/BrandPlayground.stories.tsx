import { families } from "@epr/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, waitFor, within } from "storybook/test";
import { BrandPlayground } from "./BrandPlayground.js";

/**
 * The brand playground (docs/design-system.md "Brand playground"): choose a family, edit the brand
 * record (colours, name, logo mark, copy, capability flags), see primitives and cards themed by it
 * with every contrast pair of tokens.ts marked against WCAG 2.2 AA, and copy the record file out.
 */
const meta = {
  title: "Foundations/Brand playground",
  component: BrandPlayground,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof BrandPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a contrast pair in the table ("primary-foreground on primary"). */
const pairRow = (canvasElement: HTMLElement, pair: string) =>
  within(canvasElement).getByRole("rowheader", { name: pair }).closest("tr") as HTMLTableRowElement;

/** Harbor: a light primary fails white text on it, back to navy passes; the record file has the new colour. */
export const Harbor: Story = {
  args: { initialFamily: "harbor" },
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const record = canvas.getByLabelText(/^Record file text/) as HTMLTextAreaElement;
    await expect(canvas.getByText("All 31 pairs meet WCAG 2.2 AA.")).toBeVisible();
    await expect(
      within(pairRow(canvasElement, "primary-foreground on primary")).getByText("passes"),
    ).toBeVisible();

    const primary = canvas.getByLabelText("primary") as HTMLInputElement;
    const navy = primary.value;
    // A colour input has no typing; set it as the picker does.
    fireEvent.input(primary, { target: { value: "#8fb8e8" } });
    const row = pairRow(canvasElement, "primary-foreground on primary");
    await waitFor(() => expect(within(row).getByText("fails")).toBeVisible());
    await expect(row).toHaveTextContent("#ffffff / #8fb8e8");
    await expect(canvas.getByText(/pairs fail WCAG 2\.2 AA\./)).toBeVisible();
    await expect(record.value).toContain('"primary": "#8fb8e8"');
    await userEvent.click(canvas.getByRole("button", { name: "Copy record" }));
    await waitFor(() =>
      expect(canvas.getByText(/Record copied\.|select the record file text/)).toBeVisible(),
    );

    fireEvent.input(primary, { target: { value: navy } });
    await waitFor(() =>
      expect(
        within(pairRow(canvasElement, "primary-foreground on primary")).getByText("passes"),
      ).toBeVisible(),
    );
    await expect(canvas.getByText("All 31 pairs meet WCAG 2.2 AA.")).toBeVisible();
    await expect(record.value).not.toContain("#8fb8e8");
  },
};

/** Summit: the name, logo mark, copy and a flag edited show in the preview and the record file. */
export const Summit: Story = {
  args: { initialFamily: "summit" },
  globals: { brand: "6012" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText("Brand family")).toHaveValue("summit");
    const name = canvas.getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Coastal Vision");
    await expect(canvas.getByRole("img", { name: "Coastal Vision" })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText("Logo mark"), "meridian");
    const memberId = canvas.getByLabelText("memberIdHeading");
    await userEvent.clear(memberId);
    await userEvent.type(memberId, "Coastal Member ID");
    await expect(canvas.getByLabelText("Coastal Member ID", { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByLabelText("viewSbc"));
    const record = (canvas.getByLabelText(/^Record file text/) as HTMLTextAreaElement).value;
    await expect(record).toContain('"name": "Coastal Vision"');
    await expect(record).toContain('"logo": "meridian"');
    await expect(record).toContain('"memberIdHeading": "Coastal Member ID"');
    await expect(record).toContain('"viewSbc": true');
    await expect(record).toContain('"family": "summit"');
  },
};

/** Meridian and Evergreen start from their family's colours, every pair passing. */
export const Meridian: Story = {
  args: { initialFamily: "meridian" },
  globals: { brand: "9017" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: families.meridian.displayName })).toBeVisible();
    await expect(canvas.getByText("All 31 pairs meet WCAG 2.2 AA.")).toBeVisible();
  },
};

export const Evergreen: Story = {
  args: { initialFamily: "evergreen" },
  globals: { brand: "3001" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: families.evergreen.displayName })).toBeVisible();
    await expect(canvas.getByText("All 31 pairs meet WCAG 2.2 AA.")).toBeVisible();
  },
};
