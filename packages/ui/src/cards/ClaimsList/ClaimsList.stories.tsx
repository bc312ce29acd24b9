import { CLAIM_STATUS_UNKNOWN, claimStatusLabels } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ClaimsList, type ClaimsListItem } from "./ClaimsList.js";

const claim = (status: number, planType: string, claimNumber: string): ClaimsListItem => ({
  claimNumber,
  memberName: "Dana Claimant",
  status,
  planType,
  providerName: "RIVERSIDE FAMILY PRACTICE",
  serviceDate: "10/14/2026",
  billedAmount: 182.5,
});

/**
 * The claims of the summary (assist-employees.md §2.9 claim status row): the status icon and its
 * description, the plan type icon and its name, the provider. No wording differs by brand; the
 * stories spread over the families for their themes.
 */
const meta = {
  title: "Cards/Claims/Claims list",
  component: ClaimsList,
  args: { claims: [claim(1, "medical", "C1")], onOpen: fn() },
} satisfies Meta<typeof ClaimsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The row of the only claim: its status and plan type read in words, each beside an icon hidden
 * from assistive technology (decorative).
 */
async function expectRow(
  canvasElement: HTMLElement,
  status: string,
  statusIcon: string,
  plan: string,
  planIcon: string,
) {
  const row = within(canvasElement).getByRole("listitem");
  await expect(row).toHaveTextContent(new RegExp(`^${status} · ${plan} · RIVERSIDE FAMILY PRACTICE`));
  const icons = [...row.querySelectorAll("svg")];
  await expect(icons.map((icon) => icon.getAttribute("data-claim-icon"))).toEqual([
    `status-${statusIcon}`,
    `plan-${planIcon}`,
  ]);
  for (const icon of icons) await expect(icon).toHaveAttribute("aria-hidden", "true");
  await expect(within(row).getByText(status)).toBeVisible();
  await expect(within(row).getByText(plan)).toBeVisible();
}

/** Harbor (6008): Approved, a medical claim; the details button gives the claim's number. */
export const Approved: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { claims: [claim(1, "medical", "C1")] },
  play: async ({ canvasElement, args }) => {
    await expectRow(canvasElement, claimStatusLabels["1"], "approved", "Medical", "medical");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Claim C1 details" }));
    await expect(args.onOpen).toHaveBeenCalledWith("C1");
  },
};

/** Summit (6010): Partially Approved, a dental claim. */
export const PartiallyApproved: Story = {
  globals: { brand: "6010" },
  args: { claims: [claim(2, "dental", "C2")] },
  play: async ({ canvasElement }) => {
    await expectRow(canvasElement, claimStatusLabels["2"], "partially-approved", "Dental", "dental");
  },
};

/** Meridian (9017): Denied, a vision claim. */
export const Denied: Story = {
  globals: { brand: "9017" },
  args: { claims: [claim(3, "vision", "C3")] },
  play: async ({ canvasElement }) => {
    await expectRow(canvasElement, claimStatusLabels["3"], "denied", "Vision", "vision");
  },
};

/** Evergreen (3001): Adjusted, a drug claim. */
export const Adjusted: Story = {
  globals: { brand: "3001" },
  args: { claims: [claim(4, "ods", "C4")] },
  play: async ({ canvasElement }) => {
    await expectRow(canvasElement, claimStatusLabels["4"], "adjusted", "Drug", "drug");
  },
};

/** Harbor (6009): In Process, a medical claim. */
export const InProcess: Story = {
  globals: { brand: "6009" },
  args: { claims: [claim(5, "medical", "C5")] },
  play: async ({ canvasElement }) => {
    await expectRow(canvasElement, claimStatusLabels["5"], "in-process", "Medical", "medical");
  },
};

/** Summit (6012): a status outside 1 to 5 reads 'Info Not Available', with its own icon. */
export const StatusUnknown: Story = {
  globals: { brand: "6012" },
  args: { claims: [claim(9, "dental", "C9")] },
  play: async ({ canvasElement }) => {
    await expectRow(canvasElement, CLAIM_STATUS_UNKNOWN, "unknown", "Dental", "dental");
  },
};
