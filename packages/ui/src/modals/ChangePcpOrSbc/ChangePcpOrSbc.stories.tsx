import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { ChangePcpOrSbc, defaultChangePcpOrSbcCopy as words } from "./ChangePcpOrSbc.js";

const groups = [
  { groupNumber: "100200", name: "Northwind Traders" },
  { groupNumber: "100300", name: "Northwind Retirees" },
];

/**
 * Change PCP / view summary of benefits (enrollment.md §2): the group for the action. The same in
 * every brand family (which brands offer each action is @epr/domain's `employeeActions`).
 */
const meta = {
  title: "Modals/Change PCP or view SBC",
  component: ChangePcpOrSbc,
  args: { open: false, action: "changePcp", groups, onContinue: fn(), onCancel: fn() },
  render: (args) => (
    <ModalHarness trigger="Actions">
      {(open, close) => (
        <ChangePcpOrSbc
          {...args}
          open={open}
          onContinue={close(args.onContinue)}
          onCancel={close(args.onCancel)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof ChangePcpOrSbc>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summit, Change PCP: the first group chosen, Tab kept inside (left open for axe). */
export const ChangePcp: Story = {
  globals: { brand: "6010" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, "Actions", words.changePcpTitle, "dialog");
    await expect(dialog).toHaveAccessibleDescription(words.changePcpText);
    await expect(inDialog.getByRole("radio", { name: "Group 100200 – Northwind Traders" })).toBeChecked();
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Harbor (6008), View SBC: the second group chosen goes to onContinue; focus returns. */
export const ViewSbc: Story = {
  globals: { brand: "6008" },
  args: { action: "viewSbc" },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(context, "Actions", words.viewSbcTitle, "dialog");
    await expect(dialog).toHaveAccessibleDescription(words.viewSbcText);
    await context.userEvent.click(inDialog.getByRole("radio", { name: /100300/ }));
    await context.userEvent.click(inDialog.getByRole("button", { name: words.continue }));
    await waitFor(() => expect(context.args.onContinue).toHaveBeenCalledWith("100300"));
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Escape cancels. Meridian. */
export const Cancel: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    const { dialog, trigger } = await openModal(context, "Actions", words.changePcpTitle, "dialog");
    await context.userEvent.keyboard("{Escape}");
    await expect(context.args.onCancel).toHaveBeenCalledOnce();
    await expect(context.args.onContinue).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};
