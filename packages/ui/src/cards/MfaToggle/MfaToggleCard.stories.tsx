import { domainMessages } from "@epr/domain";
import { passwordMessages } from "@epr/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { MfaToggleCard, type MfaToggleCardProps } from "./MfaToggleCard.js";

/** The code the stories' fake server accepts. */
const CODE = "246810";
/** The current password the stories' fake server accepts, and its refusal of any other. */
const PASSWORD = "Current-Password-1!";
const WRONG_PASSWORD = "Your current password is incorrect.";
let attempts = 0;

/** A card over a fake MFA service: `123…` fails, `CODE` passes; enrolment changes `enrolled`. */
function Harness(props: { enrolled?: boolean; failRequests?: boolean }) {
  const [enrolled, setEnrolled] = useState(props.enrolled ?? false);
  const api: Omit<MfaToggleCardProps, "enrolled" | "codeTtlMinutes" | "supportPhone"> = {
    requestPasscode: async () => {
      if (props.failRequests) throw new Error("Service unavailable");
      attempts = 0;
      return { correlationId: crypto.randomUUID(), destination: "d***n@example.com" };
    },
    validatePasscode: async (_id, code) => {
      if (code === CODE) return { outcome: "valid", message: null };
      attempts += 1;
      if (attempts >= 3) return { outcome: "locked", message: domainMessages.mfaLockout };
      return code === ""
        ? { outcome: "required", message: domainMessages.mfaRequired }
        : { outcome: "invalid", message: domainMessages.mfaInvalid };
    },
    enroll: async () => setEnrolled(true),
    disable: async (currentPassword) => {
      if (currentPassword !== PASSWORD) return { passwordError: WRONG_PASSWORD };
      setEnrolled(false);
    },
  };
  return <MfaToggleCard enrolled={enrolled} codeTtlMinutes={10} supportPhone="1-800-555-0142" {...api} />;
}

/**
 * The profile's MFA toggle (session-and-admin.md §4 MFA toggle, §5, §9) across the brand families:
 * For Your Protection, Verify Passcode, the lockout view, support, the disable confirmation, and
 * the revert on a failed call.
 */
const meta = {
  title: "Cards/Profile and security/MFA toggle",
  component: MfaToggleCard,
  args: {
    enrolled: false,
    codeTtlMinutes: 10,
    supportPhone: "1-800-555-0142",
    requestPasscode: fn(),
    validatePasscode: fn(),
    enroll: fn(),
    disable: fn(),
  },
  render: () => <Harness />,
} satisfies Meta<typeof MfaToggleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => waitFor(() => body().getByRole("dialog"));

/** Harbor (6008): Enable, an empty and two wrong codes, the lockout view, Generate New, then the right code. */
export const EnableWithLockout: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Multi-factor authentication" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await userEvent.click(toggle);
    let modal = within(await dialog());
    await expect(modal.getByRole("heading", { name: "For Your Protection" })).toBeVisible();
    // Not On before the code is verified: the switch stays off, the card says it is pending.
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).toHaveAccessibleDescription("Pending verification");
    await expect(canvas.queryByText("On")).toBeNull();
    await userEvent.click(modal.getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(modal.getByRole("heading", { name: "Verify Passcode" })).toBeVisible());
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(canvas.getByText("Pending verification")).toBeVisible();
    await expect(modal.getByText("d***n@example.com")).toBeVisible();
    const code = modal.getByRole("textbox", { name: /Verification code/ });
    await userEvent.click(modal.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(`Error: ${domainMessages.mfaRequired}`));
    await userEvent.type(code, "111111");
    await userEvent.click(modal.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(`Error: ${domainMessages.mfaInvalid}`));
    await userEvent.clear(code);
    await userEvent.type(code, "222222");
    await userEvent.click(modal.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(modal.getByText(domainMessages.mfaLockout)).toBeVisible());
    await expect(modal.getByRole("button", { name: "Cancel my MFA Enrollment" })).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Generate New Verification Code" }));
    modal = within(await dialog());
    const fresh = await waitFor(() => modal.getByRole("textbox", { name: /Verification code/ }));
    await expect(fresh).toHaveValue("");
    await userEvent.type(fresh, CODE);
    await userEvent.click(modal.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(canvas.getByText("On")).toBeVisible();
    await expect(canvas.queryByText("Pending verification")).toBeNull();
  },
};

/** Summit (6012): No Thank You shows the declined message; Close reverts the toggle. */
export const Declined: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Multi-factor authentication" });
    await userEvent.click(toggle);
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole("button", { name: "No Thank You" }));
    await expect(modal.getByText(/You chose not to enable/)).toBeVisible();
    // The footer's Close (the × is also named Close).
    const close = modal.getAllByRole("button", { name: "Close" }).find((b) => b.dataset.slot === "button");
    if (!close) throw new Error("No Close button in the footer.");
    await userEvent.click(close);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    await expect(canvas.getByText("Off")).toBeVisible();
    await expect(toggle).not.toHaveAttribute("aria-describedby");
    await expect(toggle).toHaveFocus();
  },
};

/**
 * Meridian (9017): enrolled; switching off asks for the current password; Cancel keeps it on; an
 * empty password is refused here, a wrong one shows the server's sentence on the field (focused,
 * emptied); the right one (Enter submits) turns it off.
 */
export const Disable: Story = {
  globals: { brand: "9017" },
  render: () => <Harness enrolled />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Multi-factor authentication" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.click(toggle);
    let modal = within(await dialog());
    await expect(modal.getByRole("heading", { name: "Disable Multi-Factor Authentication" })).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    await userEvent.click(toggle);
    modal = within(await dialog());
    const password = modal.getByLabelText(/Current Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(`Error: ${passwordMessages.current}`));
    await userEvent.type(password, "not-it");
    await userEvent.click(modal.getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(`Error: ${WRONG_PASSWORD}`));
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(password).toHaveValue(""));
    await expect(password).toHaveFocus();
    // Still on: MFA is off only once the server has disabled it.
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.type(password, `${PASSWORD}{Enter}`);
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(toggle).toHaveAttribute("aria-checked", "false");
  },
};

/** Evergreen (3001): the code request fails, so the toggle goes back to off (after 100 ms); support view. */
export const FailureReverts: Story = {
  globals: { brand: "3001" },
  render: () => <Harness failRequests />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Multi-factor authentication" });
    await userEvent.click(toggle);
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    await expect(canvas.getByText(/could not change your multi-factor/)).toBeVisible();
  },
};

/** Harbor (6009): Still need help? shows the support contact; its Cancel returns to the code. */
export const Support: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Multi-factor authentication" }));
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole("button", { name: "Enable" }));
    await userEvent.click(await waitFor(() => modal.getByRole("button", { name: "Still need help?" })));
    await expect(modal.getByRole("heading", { name: "MFA Support" })).toBeVisible();
    await expect(modal.getByText(/1-800-555-0142/)).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(modal.getByRole("heading", { name: "Verify Passcode" })).toBeVisible());
  },
};
