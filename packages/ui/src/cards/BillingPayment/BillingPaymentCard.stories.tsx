import { paymentMessages } from "@epr/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BillingPaymentCard } from "./BillingPaymentCard.js";

/**
 * Premium billing, recording a payment (docs/features/billing.md, Payments), with @epr/forms'
 * `paymentFormSchema` and its messages. No wording differs by brand; the states spread over the four
 * brand families (Harbor 6008, Summit 6012, Meridian 9017, Evergreen 3001).
 */
const meta = {
  title: "Cards/Billing/Record a payment",
  component: BillingPaymentCard,
  args: { mayPay: true, onSubmit: fn() },
} satisfies Meta<typeof BillingPaymentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (root: HTMLElement) => {
  const canvas = within(root);
  return {
    reference: canvas.getByRole("textbox", { name: /Payment reference/ }),
    paidOn: canvas.getByRole("textbox", { name: /Date paid/ }),
    amount: canvas.getByRole("textbox", { name: /Amount paid/ }),
  };
};

/**
 * Harbor (6008), a payment typed by keyboard only: the amount in dollars with thousands commas; Enter
 * records it with the date as stored and the amount as whole cents.
 */
export const Records: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { reference, paidOn, amount } = fields(canvasElement);
    await userEvent.click(reference);
    await userEvent.keyboard("CHK-20260301");
    await userEvent.click(paidOn);
    await userEvent.keyboard("03/01/2026");
    await userEvent.click(amount);
    await userEvent.keyboard("1,500.25");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reference: "CHK-20260301",
        paidOn: "03/01/2026",
        amountCents: 150025,
      }),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/**
 * Summit (6012), an empty submit: each field says its message from @epr/forms, the summary takes the
 * focus and links to each field, and nothing is sent.
 */
export const Refused: Story = {
  globals: { brand: "6012" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Record payment" }));
    const summary = canvasElement.querySelector("[data-slot=error-summary]") as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getAllByText(paymentMessages.reference, { exact: false }).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(paymentMessages.paidOn, { exact: false }).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(paymentMessages.amountEntry, { exact: false }).length).toBeGreaterThan(
      0,
    );
    await expect(within(summary).getAllByRole("link")).toHaveLength(3);
    const { amount } = fields(canvasElement);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Meridian (9017), an amount with a fraction of a cent: refused with the schema's message. */
export const AmountPastTheCent: Story = {
  globals: { brand: "9017" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { reference, paidOn, amount } = fields(canvasElement);
    await userEvent.type(reference, "ACH 99");
    await userEvent.type(paidOn, "03/01/2026");
    await userEvent.type(amount, "1500.505");
    await userEvent.click(canvas.getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "true"));
    await expect(amount.getAttribute("aria-describedby")).toMatch(/error/);
    await expect(canvas.getAllByText(paymentMessages.amountEntry, { exact: false }).length).toBeGreaterThan(
      0,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Evergreen (3001), the server refused the reference (recorded already): the sentence at the field,
 * cleared once the reference is edited.
 */
export const DuplicateReference: Story = {
  globals: { brand: "3001" },
  args: { referenceError: "A payment with this reference is already recorded for this group." },
  play: async ({ canvasElement }) => {
    const { reference } = fields(canvasElement);
    await waitFor(() => expect(reference).toHaveAttribute("aria-invalid", "true"));
    const errorId = reference
      .getAttribute("aria-describedby")
      ?.split(" ")
      .find((id) => id.endsWith("-error"));
    await expect(document.getElementById(errorId ?? "")).toHaveTextContent(/already recorded for this group/);
    await userEvent.type(reference, "X");
    await waitFor(() => expect(reference).not.toHaveAttribute("aria-invalid"));
  },
};

/** Harbor (6008), just recorded, and the next one being sent: the success said, the button waits. */
export const RecordedAndSubmitting: Story = {
  globals: { brand: "6008" },
  args: { recorded: { reference: "CHK-20260301", amountCents: 150000 }, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Payment CHK-20260301 of $1,500.00 is recorded.",
    );
    await expect(canvas.getByRole("button", { name: "Recording…" })).toBeDisabled();
  },
};

/** Summit (6012), the server could not record it: its sentence, announced above the form. */
export const Failed: Story = {
  globals: { brand: "6012" },
  args: { failure: "We are unable to process your request at this time." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "We are unable to process your request at this time.",
    );
  },
};

/** Meridian (9017), an administrator who may not pay (a view-only login, a View group): nothing renders. */
export const MayNotPay: Story = {
  globals: { brand: "9017" },
  args: { mayPay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};
