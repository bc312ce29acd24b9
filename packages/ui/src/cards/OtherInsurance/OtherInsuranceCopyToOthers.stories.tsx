import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { OtherInsuranceCard } from "./OtherInsuranceCard.js";

const today = new Date(2026, 10, 22);
const son = { name: "Kim Lindqvist", relationshipCode: "02" };

/** A policy held by a parent for a child, custody Mother with its follow-up answers. */
const childPolicy = {
  insuranceCarrier: "Keystone Mutual",
  groupNumber: "KM-4410",
  policyNumber: "P99812",
  effectiveDate: "01/01/2024",
  policyHolderFirstName: "Elena",
  policyHolderLastName: "Lindqvist",
  policyHolderBirthDate: "05/23/1990",
  relationSubscriber: "3",
  custody: "M",
  medicalResponsibility: "Mother",
  courtOrder: "1",
  policyHolderEmploymentStatus: "A",
};

/**
 * Copy to Others on the other insurance card (enrollment.md §2, §5; assist-employees.md §2.3): the
 * card gives the form's current values; the app opens the copy modal and copies with @epr/domain's
 * `copyOtherInsuranceTo`, which keeps custody off a spouse or self when the relation is 3.
 */
const meta = {
  title: "Cards/Enrollment/Other insurance copy to others",
  component: OtherInsuranceCard,
  args: {
    mode: "edit",
    participant: son,
    context: { today, flow: "edit" },
    values: childPolicy,
    onChange: fn(),
    onSubmit: fn(),
    onCopyToOthers: fn(),
  },
} satisfies Meta<typeof OtherInsuranceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit (6012, the COB processed flag shows): Copy to Others names the participant and gives the values as typed. */
export const CopyToOthers: Story = {
  globals: { brand: "6012" },
  args: { cobDataProcessed: "YES" },
  play: async ({ canvas, userEvent, args }) => {
    const carrier = canvas.getByRole("textbox", { name: /^Name of Insurance Carrier/ });
    await userEvent.clear(carrier);
    await userEvent.type(carrier, "Harbor Mutual");
    await userEvent.click(canvas.getByRole("button", { name: "Copy to Others from Kim Lindqvist" }));
    await expect(args.onCopyToOthers).toHaveBeenCalledWith(
      expect.objectContaining({ insuranceCarrier: "Harbor Mutual", relationSubscriber: "3", custody: "M" }),
    );
  },
};

/** Harbor (6009): without other participants no Copy to Others shows. */
export const WithoutCopyToOthers: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  args: { onCopyToOthers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Copy to Others/ })).toBeNull();
  },
};
