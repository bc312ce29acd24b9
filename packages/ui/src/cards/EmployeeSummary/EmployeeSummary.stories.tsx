import { useCopy } from "@epr/brand-themes";
import type { EmployeeRecord, SummaryGroup } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { EmployeeSummary, type EmployeeSummaryProps } from "./EmployeeSummary.js";

const today = new Date(2026, 10, 22);
const line = (lineOfBusiness: string, coverageType: "MEDICAL" | "DENTAL" | "VISION", extra = {}) => ({
  lineOfBusiness,
  coverageType,
  coverageEffectiveDate: "01/01/2025",
  coverageCategoryCode: "ESP",
  productId: `P-${lineOfBusiness}`,
  productName: `${lineOfBusiness} plan`,
  ...extra,
});

/** A family of two in two groups: one active (with a future-active and a cancelled line), one cancelled. */
const record: EmployeeRecord = {
  umi: "M10009731",
  clientAssignedId: "CA309949",
  globalCoverageEffectiveDate: "01/01/2025",
  subscriber: {
    fullName: { first: "Elena", middle: "J", last: "Lindqvist" },
    ssn: "*****7375",
    gender: "F",
    birthDate: "05/23/1990",
    hireDate: "11/12/2015",
    relationshipCode: "20",
    address: { address1: "8819 Maple Ave", city: "Newark", state: "NJ", zipCode: { base: "07102" } },
    phones: { home: "(215) 378-6414" },
    workEmail: "elena.lindqvist@example.com",
    medicareEligibleIndicator: "no",
    otherInsuranceIndicator: "yes",
    otherInsurance: { insuranceCarrier: "Keystone Mutual" },
    memberCoverages: [
      {
        groupNumber: "100107",
        memberLobs: [
          line("HMO", "MEDICAL"),
          line("VIS", "VISION", { coverageEffectiveDate: "12/01/2026" }),
          line("DEN", "DENTAL", { coverageEndDate: "10/31/2026", cancelReasonCode: "01" }),
        ],
        providerInformation: { physicianNumber: "P5102433", physicianName: "RIVERSIDE FAMILY PRACTICE" },
        tobaccoStatus: "N",
      },
      { groupNumber: "100121", memberLobs: [line("PPO", "MEDICAL", { coverageEndDate: "12/31/2024" })] },
    ],
  },
  dependents: [
    {
      fullName: { first: "Marco", last: "Lindqvist" },
      gender: "M",
      birthDate: "02/02/1989",
      relationshipCode: "01",
      ssn: "*****1200",
      dependentStatus: "N",
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      memberCoverages: [{ groupNumber: "100107", memberLobs: [line("HMO", "MEDICAL")] }],
    },
  ],
};
const groups: SummaryGroup[] = [
  { groupNumber: "100121", groupName: "Northwind Retirees Plan", status: "cancelled", modifiable: true },
  { groupNumber: "100107", groupName: "Northwind Hourly Plan", status: "active", modifiable: true },
];

/**
 * The employee summary, read-only (enrollment.md §2 employee.find.review): subscriber, dependents,
 * plan coverage by group and the other sections, all open, with Expand all / Collapse all.
 */
const meta = {
  title: "Cards/Employees/Employee summary",
  component: EmployeeSummary,
  args: { record, groups, memberIdLabel: "Member ID", onPrint: fn(), today },
  // As the portal composes it: the brand's copy comes from the brand record.
  render: (args) => <WithBrandCopy {...args} />,
} satisfies Meta<typeof EmployeeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

function WithBrandCopy(props: EmployeeSummaryProps) {
  const t = useCopy();
  return <EmployeeSummary {...props} memberIdLabel={t("memberIdHeading")} />;
}

/** Harbor (6008, 6009): 'Member ID/SSN'; every section open; Collapse all and Expand all by keyboard; Print calls back. */
export const Harbor: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Print Employee Summary" }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(canvas.getAllByText("Member ID/SSN").length).toBeGreaterThan(0);
    const name = canvas.getByText("Elena J Lindqvist");
    await expect(name).toBeVisible();
    const collapse = canvas.getByRole("button", { name: "Collapse all" });
    collapse.focus();
    await userEvent.keyboard("{Enter}");
    await expect(name).not.toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Elena J Lindqvist")).toBeVisible();
  },
};

/**
 * Summit (6010 to 6012): the active group comes first; lines show active, future-active and
 * cancelled; a dependent whose line has ended is not counted as covered.
 */
export const Summit: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText("Member ID/SSN/Client-Assigned ID").length).toBeGreaterThan(0);
    const switcher = canvas.getByLabelText("Group");
    await expect(switcher).toHaveValue("100107");
    const coverage = within(canvas.getByRole("table", { name: "Coverage lines in group 100107" }));
    await expect(coverage.getByText("Future active")).toBeVisible();
    await expect(coverage.getByText("Cancelled")).toBeVisible();
    await expect(coverage.getByRole("row", { name: /^Medical/ })).toHaveTextContent("Marco");
    await expect(coverage.getByRole("row", { name: /^Dental/ })).toHaveTextContent("None");
    await userEvent.selectOptions(switcher, "100121");
    await expect(args.onGroupChange).toHaveBeenCalledWith("100121");
    await expect(canvas.getByRole("table", { name: "Coverage lines in group 100121" })).toBeVisible();
  },
  args: { onGroupChange: fn() },
};

/** Meridian (9017, 9018), inside print mode: no Print button (no `onPrint`). */
export const MeridianPrintMode: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  args: { onPrint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Print Employee Summary" })).toBeNull();
    await expect(canvas.getByText(/Keystone Mutual/)).toBeVisible();
    // Each line's status pill stays whole on one line ("Future active", "Ends …"), however narrow
    // the printed table's columns: an inline pill broken over two lines has two boxes.
    for (const pill of canvas.getAllByText(/^(Active|Future active|Cancelled|Ends .+)$/))
      await expect(pill.getClientRects()).toHaveLength(1);
  },
};

/** Evergreen (every other brand): MNLOA lists only the dependent whose special status is M. */
export const EvergreenMnloa: Story = {
  globals: { brand: "3001" },
  args: {
    record: {
      ...record,
      dependents: [
        ...record.dependents,
        {
          fullName: { first: "Lina", last: "Lindqvist" },
          relationshipCode: "02",
          dependentStatus: "M",
          mnloa: { startDate: "03/01/2026" },
          medicareEligibleIndicator: "unknown",
          otherInsuranceIndicator: "unknown",
          memberCoverages: [],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Member ID/SSN/Client-Assigned ID").length).toBeGreaterThan(0);
    await expect(canvas.getByText("Lina Lindqvist: leave from 03/01/2026")).toBeVisible();
    await expect(canvas.queryByText(/^Marco Lindqvist: leave/)).toBeNull();
  },
};

/**
 * With `revealSsn` (an administrator who may modify one of the employee's groups): the subscriber's
 * SSN has the full-SSN toggle (beyond the spec), which asks on each reveal and re-masks when focus leaves.
 */
export const FullSsnToggle: Story = {
  globals: { brand: "6010" },
  args: { revealSsn: fn(async () => "123457375") },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("SSN ending in 7375")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await expect(await canvas.findByText("123-45-7375")).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText("123-45-7375")).toBeNull());
    await expect(args.revealSsn).toHaveBeenCalledOnce();
  },
};
