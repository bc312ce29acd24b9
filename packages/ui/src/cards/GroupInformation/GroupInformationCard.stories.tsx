import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { GroupInformationCard, type GroupInformationValue } from "./GroupInformationCard.js";

const group: GroupInformationValue = {
  groupNumber: "100100",
  groupName: "Northwind Salaried Plan",
  status: "Active",
  cancelDate: null,
  acount: 41,
  ccount: 3,
  tcount: 44,
  products: [
    { productId: "100100-MED", productName: "PPO Choice 1", coverageType: "MEDICAL", lineOfBusiness: "PPO" },
    { productId: "100100-DEN", productName: "Dental Core", coverageType: "DENTAL", lineOfBusiness: "DEN" },
  ],
  features: {
    planAreaCode: "363",
    providerRequired: false,
    tobaccoQuestionRequired: true,
    adultAge: 19,
    adultDentalAllowed: false,
    adultVisionAllowed: false,
    domesticPartner: true,
    civilUnion: true,
    parentalCrossLink: "100107",
  },
  reportCodes: [
    {
      type: "Department",
      abbreviatedType: "DEPT",
      required: true,
      maxLength: 10,
      allowedValues: ["FIN", "HR"],
    },
  ],
  identityTheft: { vendor: "Sentinel ID Services", protectionEnabled: true },
};

/** Group info (assist-employees.md §2.10): six sections, expand/collapse all. */
const meta = {
  title: "Cards/Client information/Group information",
  component: GroupInformationCard,
  args: { group },
} satisfies Meta<typeof GroupInformationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All six open on entry; Collapse all then Expand all; section 3 report codes, 4 identity theft. */
export const SixSections: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggles = canvas.getAllByRole("button", { expanded: true }).filter((b) => b.closest("h2"));
    await expect(toggles.map((b) => b.textContent)).toEqual([
      "General Information",
      "Membership",
      "Plan Features",
      "Report Codes",
      "Identity Theft Protection",
      "Products",
    ]);
    await expect(canvas.getByText("100107")).toBeVisible();
    await expect(canvas.getByText("Opted in")).toBeVisible();
    await expect(canvas.getByRole("row", { name: /DEPT Department Yes 10 FIN, HR/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Collapse all" }));
    await expect(canvas.getByRole("button", { name: "Membership" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.getByText("Opted in")).not.toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Expand all" }));
    await expect(canvas.getByText("Opted in")).toBeVisible();
  },
};

/** A cancelled group not offered identity theft, without report codes; one section failed to load. */
export const CancelledWithFailure: Story = {
  globals: { brand: "6010" },
  args: {
    group: {
      ...group,
      status: "Cancelled",
      cancelDate: "11/01/2025",
      reportCodes: [],
      identityTheft: null,
      features: null,
    },
    failed: { features: assistMessages.unableToProcess },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("11/01/2025")).toBeVisible();
    await expect(canvas.getByText("This group has no report codes.")).toBeVisible();
    await expect(canvas.getByText("Identity theft protection is not offered for this group.")).toBeVisible();
    await expect(canvas.getByText(assistMessages.unableToProcess)).toBeVisible();
  },
};

/** Products name their coverage type in words (enrollment.md §3): UCCI Dental, never UCCIDENTAL. */
export const ProductCoverageTypes: Story = {
  globals: { brand: "9017" },
  args: {
    group: {
      ...group,
      products: [
        ...group.products,
        {
          productId: "100100-UCCI",
          productName: "UCCI Dental Plus",
          coverageType: "UCCIDENTAL",
          lineOfBusiness: "UCCI",
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("row", { name: /UCCI Dental Plus UCCI Dental UCCI/ })).toBeVisible();
    await expect(canvas.getByRole("row", { name: /PPO Choice 1 Medical PPO/ })).toBeVisible();
    await expect(canvas.queryByText("UCCIDENTAL")).toBeNull();
    await expect(canvas.queryByText("MEDICAL")).toBeNull();
  },
};
