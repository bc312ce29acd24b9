import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ClientGeneralInfoCard } from "./ClientGeneralInfoCard.js";

/** The client info general tab (assist-employees.md §2.10): the same words in every brand. */
const meta = {
  title: "Cards/Client information/Client general information",
  component: ClientGeneralInfoCard,
  args: {
    info: {
      clientNumber: "100001",
      clientName: "Northwind Harbor Logistics",
      status: "Active",
      aso: false,
      coverageEffectiveDate: "01/01/2026",
      address: { line: "100 Maple Ave", city: "Philadelphia", state: "PA", zip: "19103" },
      activeGroups: 3,
      cancelledGroups: 1,
    },
  },
} satisfies Meta<typeof ClientGeneralInfoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fully insured client with an address (Harbor). */
export const FullyInsured: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "General Information" })).toBeVisible();
    await expect(canvas.getByText("Fully insured")).toBeVisible();
    await expect(canvas.getByText("100 Maple Ave, Philadelphia, PA 19103")).toBeVisible();
  },
};

/** A self-funded established client without an address on file (Summit): blanks show a dash. */
export const SelfFundedNoAddress: Story = {
  globals: { brand: "6010" },
  args: {
    info: {
      clientNumber: "100002",
      clientName: "Summit Ridge Foods",
      status: "Cancelled",
      aso: true,
      coverageEffectiveDate: null,
      address: null,
      activeGroups: 0,
      cancelledGroups: 2,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Self-funded (ASO)")).toBeVisible();
    await expect(canvas.getByText("Cancelled")).toBeVisible();
    await expect(canvas.getAllByText("—")).toHaveLength(2);
  },
};
