import { adminMessages, passwordMessages } from "@epr/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { AuthenticatorCard, type AuthenticatorCardProps } from "./AuthenticatorCard.js";
import { AuthenticatorCodeForm } from "./AuthenticatorCodeForm.js";

/** The code the stories' fake server accepts. */
const CODE = "246810";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const WRONG = "That code is not valid. Enter the code your authenticator app shows now.";
/** The current password the stories' fake server accepts, and its refusal of any other. */
const PASSWORD = "Current-Password-1!";
const WRONG_PASSWORD = "Your current password is incorrect.";
/** A small SVG standing in for the server's QR code (the card shows whatever image it is given). */
const QR = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>',
)}`;

/** A card over a fake authenticator service: `CODE` enrols, any other code is refused. */
function Harness(props: { enrolled?: boolean; failSetUp?: boolean }) {
  const [enrolled, setEnrolled] = useState(props.enrolled ?? false);
  const api: Omit<AuthenticatorCardProps, "enrolled"> = {
    setUp: async () => {
      if (props.failSetUp) throw new Error("Service unavailable");
      return { secret: SECRET, uri: `otpauth://totp/Employer%20Portal:ann?secret=${SECRET}`, qrCode: QR };
    },
    confirm: async (code) => {
      if (code !== CODE) return { valid: false, message: WRONG };
      setEnrolled(true);
      return { valid: true, message: null };
    },
    remove: async (currentPassword) => {
      if (currentPassword !== PASSWORD) return { passwordError: WRONG_PASSWORD };
      setEnrolled(false);
    },
  };
  return <AuthenticatorCard enrolled={enrolled} {...api} />;
}

/**
 * The profile's authenticator app section (TOTP) across the brand families: set up with
 * the QR code and the key in fours, a malformed and a wrong code, the success state; removal with
 * its confirmation; a failed set-up.
 */
const meta = {
  title: "Cards/Profile and security/Authenticator",
  component: AuthenticatorCard,
  args: { enrolled: false, setUp: fn(), confirm: fn(), remove: fn() },
  render: () => <Harness />,
} satisfies Meta<typeof AuthenticatorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => waitFor(() => body().getByRole("dialog"));

/** Harbor (6008): Set up, five digits (the form's message), a wrong code (the server's), the right one. */
export const SetUpAndVerify: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent }) => {
    const setUp = canvas.getByRole("button", { name: "Set up" });
    await userEvent.click(setUp);
    const modal = within(await dialog());
    await expect(modal.getByRole("heading", { name: "Set Up Authenticator App" })).toBeVisible();
    await expect(modal.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expect(modal.getByTestId("authenticator-secret")).toHaveTextContent(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
    const code = modal.getByRole("textbox", { name: /Authenticator code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, "12345");
    await userEvent.click(modal.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(`Error: ${adminMessages.authenticatorCode}`),
    );
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(code);
    await userEvent.type(code, "111111");
    await userEvent.click(modal.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(`Error: ${WRONG}`));
    await userEvent.type(code, CODE);
    await userEvent.click(modal.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(modal.getByText(/Your authenticator app is set up/)).toBeVisible());
    await userEvent.click(modal.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("button", { name: "Remove" })).toBeVisible());
  },
};

/** Cedar (6012): Escape closes the set-up, focus back on Set up; nothing enrolled. */
export const CancelSetUp: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas, userEvent }) => {
    const setUp = canvas.getByRole("button", { name: "Set up" });
    await userEvent.click(setUp);
    await dialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(setUp).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Set up" })).toBeVisible();
  },
};

/**
 * 9017: Remove asks for the current password: empty is refused here, a wrong one shows the
 * server's sentence on the field (focused, emptied), the right one goes back to the set-up offer.
 */
export const Remove: Story = {
  globals: { brand: "9017" },
  render: () => <Harness enrolled />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/An authenticator app is set up/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }));
    const modal = within(await dialog());
    await expect(modal.getByRole("heading", { name: "Remove Authenticator App" })).toBeVisible();
    const password = modal.getByLabelText(/Current Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(`Error: ${passwordMessages.current}`));
    await userEvent.type(password, "not-it");
    await userEvent.click(modal.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(`Error: ${WRONG_PASSWORD}`));
    await waitFor(() => expect(password).toHaveValue(""));
    await expect(password).toHaveFocus();
    await userEvent.type(password, PASSWORD);
    await userEvent.click(modal.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("button", { name: "Set up" })).toBeVisible());
  },
};

/** 3001: a failed set-up shows the failure and opens nothing. */
export const SetUpFails: Story = {
  globals: { brand: "3001" },
  render: () => <Harness failSetUp />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Set up" }));
    await waitFor(() => expect(canvas.getByText(/could not change your authenticator app/)).toBeVisible());
    await expect(body().queryByRole("dialog")).toBeNull();
  },
};

/** 6009: the sign-in's code form alone: empty says Required before anything is sent. */
export const SignInCode: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  render: () => <AuthenticatorCodeForm error={null} onSubmit={fn()} fieldId="sign-in-code" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("Enter the code from your authenticator app.")).toBeVisible();
    const code = canvas.getByRole("textbox", { name: /Authenticator code/ });
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(`Error: ${adminMessages.mfaRequired}`));
  },
};
