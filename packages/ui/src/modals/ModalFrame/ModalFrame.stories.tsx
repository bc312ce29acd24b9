import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../../primitives/Button/Button.js";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { ModalFrame } from "./ModalFrame.js";

/**
 * The shell every modal of the portal shares (enrollment.md §2 Modals): title as the dialog's name,
 * message as its description, focus trapped and returned, outside clicks ignored, Escape only when
 * the modal says what it means.
 */
const meta = {
  title: "Modals/Modal frame",
  component: ModalFrame,
  args: { open: false, name: "story", title: "Modal title", footer: null, onDismiss: fn() },
} satisfies Meta<typeof ModalFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain dialog with a dismiss (Escape and ×) and two choices; Harbor (6008). */
export const Dialog: Story = {
  globals: { brand: "6008" },
  render: (args) => (
    <ModalHarness trigger="Open">
      {(open, close) => (
        <ModalFrame
          {...args}
          open={open}
          title="Keep your changes?"
          description="Your changes are not saved yet."
          closeLabel="Close"
          onDismiss={close(args.onDismiss)}
          footer={
            <>
              <Button variant="outline" onClick={close()}>
                Discard
              </Button>
              <Button onClick={close()}>Keep</Button>
            </>
          }
        />
      )}
    </ModalHarness>
  ),
  play: async (context) => {
    const { dialog, trigger } = await openModal(context, "Open", "Keep your changes?", "dialog");
    await expect(dialog).toHaveAccessibleDescription("Your changes are not saved yet.");
    await expectFocusTrapped(dialog, context.userEvent);
    await context.userEvent.keyboard("{Escape}");
    await expectClosedAndFocusReturned(dialog, trigger);
    await expect(context.args.onDismiss).toHaveBeenCalledOnce();
  },
};

/**
 * A warning (alertdialog) without a dismiss: Escape does nothing, only its button answers; focus
 * starts on the button named by `initialFocus`. Summit (6012).
 */
export const AlertWithoutDismiss: Story = {
  globals: { brand: "6012" },
  render: function Render(args) {
    const ok = useRef<HTMLButtonElement>(null);
    return (
      <ModalHarness trigger="Warn">
        {(open, close) => (
          <ModalFrame
            {...args}
            open={open}
            alert
            title="Warning"
            onDismiss={undefined}
            initialFocus={ok}
            footer={
              <Button ref={ok} onClick={close()}>
                OK
              </Button>
            }
          >
            <p className="m-0">The service answered with a warning.</p>
          </ModalFrame>
        )}
      </ModalHarness>
    );
  },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(context, "Warn", "Warning", "alertdialog");
    await expect(dialog).toHaveAccessibleDescription("The service answered with a warning.");
    await waitFor(() => expect(inDialog.getByRole("button", { name: "OK" })).toHaveFocus());
    await expect(inDialog.queryByRole("button", { name: "Close" })).toBeNull();
    await context.userEvent.keyboard("{Escape}");
    await expect(dialog.isConnected).toBe(true);
    await context.userEvent.click(inDialog.getByRole("button", { name: "OK" }));
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};
