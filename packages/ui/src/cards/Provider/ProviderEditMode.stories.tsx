import { NO_INITIAL_PCP_SELECTION, pcpValidationMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { ProviderCard } from "./ProviderCard.js";

const onFile = {
  physicianNumber: "A1234567",
  physicianName: "Marguerite Okonkwo",
  establishedPatient: false,
  effectiveDate: "12/01/2026",
};

/**
 * The provider (PCP) card on the review page in edit mode (enrollment.md §2 copy PCP modal, §4
 * no-PCP numbers, §5 Provider; assist-employees.md §2.3): Copy to Others gives the current name,
 * number and date to the app, which opens the copy modal; the validator's message sits on the
 * number until it is edited. No rule differs by brand; the stories spread over the families.
 */
const meta = {
  title: "Cards/Providers/Provider edit mode",
  component: ProviderCard,
  args: {
    id: "p0",
    participantName: "Elena Lindqvist",
    mode: "edit",
    values: onFile,
    onChange: fn(),
    onSubmit: fn(),
    onSearchDirectory: fn(),
    onCopyToOthers: fn(),
  },
} satisfies Meta<typeof ProviderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit (6010): Copy to Others names the participant and gives the provider as currently typed. */
export const CopyToOthers: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await userEvent.clear(number);
    await userEvent.type(number, "B7654321");
    await userEvent.click(canvas.getByRole("button", { name: "Copy to Others from Elena Lindqvist" }));
    await expect(args.onCopyToOthers).toHaveBeenCalledWith({
      physicianNumber: "B7654321",
      physicianName: "Marguerite Okonkwo",
      effectiveDate: "12/01/2026",
    });
  },
};

/** Harbor (6008): without other participants the app gives no callback and no Copy to Others shows. */
export const WithoutCopyToOthers: Story = {
  globals: { brand: "6008" },
  args: { onCopyToOthers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Search Provider Directory" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Copy to Others/ })).toBeNull();
  },
};

/** Meridian (9018): a no-PCP number (999999) clears the name and gives the reason 'NO INITIAL PCP SELECTION'. */
export const NoPcpNumber: Story = {
  globals: { brand: "9018" },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await userEvent.clear(number);
    await userEvent.type(number, "999999");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^Provider Name/ })).toHaveValue(""));
    await expect(canvas.getByText(NO_INITIAL_PCP_SELECTION)).toBeVisible();
  },
};

/** Evergreen (3001): the validator's message on the number, cleared when the number is edited. */
export const ServerErrorCleared: Story = {
  globals: { brand: "3001" },
  args: { serverError: pcpValidationMessages.invalidProviderNumber },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await waitFor(() => expect(number).toHaveAttribute("aria-invalid", "true"));
    await expect(number).toHaveAccessibleDescription(
      expect.stringContaining(pcpValidationMessages.invalidProviderNumber),
    );
    await userEvent.type(number, "9");
    await waitFor(() => expect(number).not.toHaveAttribute("aria-invalid"));
    await expect(canvas.queryByText(pcpValidationMessages.invalidProviderNumber)).toBeNull();
  },
};
