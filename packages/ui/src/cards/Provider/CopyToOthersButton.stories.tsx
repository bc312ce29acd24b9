import type { ProviderCopy } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { CopyToOthers, defaultCopyToOthersCopy as words } from "../../modals/CopyToOthers/CopyToOthers.js";
import { expectClosedAndFocusReturned, openModal } from "../../testing/modalStories.js";
import { CopyToOthersButton } from "./ProviderNumberFields.js";

const provider: ProviderCopy = {
  physicianNumber: "A1",
  physicianName: "Dr Rivera",
  effectiveDate: "12/01/2026",
};
const members = [
  { id: "02", name: "Marta Lindqvist" },
  { id: "03", name: "Oskar Lindqvist" },
];
const onCopy = fn();

/**
 * Copy to Others on the provider, change-PCP and other insurance cards (assist-employees.md §2.3;
 * enrollment.md §2): shown only when the app gives `onCopyToOthers` (showChgPcpCopyToOthers: there
 * is someone to copy to); a click gives the card's current values, here wired to the `CopyToOthers`
 * modal as the pages do.
 */
const meta = {
  title: "Cards/Providers/Copy to others button",
  component: CopyToOthersButton<ProviderCopy>,
  args: { sourceName: "Elena Lindqvist", values: () => provider, onCopyToOthers: fn() },
  render: function Render(args) {
    const [copying, setCopying] = useState<ProviderCopy | null>(null);
    return (
      <>
        <CopyToOthersButton
          {...args}
          onCopyToOthers={
            args.onCopyToOthers
              ? (values) => {
                  args.onCopyToOthers?.(values);
                  setCopying(values);
                }
              : undefined
          }
        />
        <CopyToOthers
          open={copying !== null}
          sourceName={args.sourceName}
          members={members}
          onCopy={(ids) => {
            onCopy(ids);
            setCopying(null);
          }}
          onCancel={() => setCopying(null)}
        />
      </>
    );
  },
} satisfies Meta<typeof CopyToOthersButton<ProviderCopy>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: the button names the participant, gives the values as they are and opens the modal; focus comes back to it. */
export const OpensTheModal: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { userEvent, args } = context;
    const { dialog, inDialog, trigger } = await openModal(
      context,
      "Copy to Others from Elena Lindqvist",
      words.title,
      "dialog",
    );
    await expect(args.onCopyToOthers).toHaveBeenCalledWith(provider);
    await expect(dialog).toHaveAccessibleDescription(/of Elena Lindqvist/);
    await userEvent.click(inDialog.getByRole("checkbox", { name: "Oskar Lindqvist" }));
    await userEvent.click(inDialog.getByRole("button", { name: words.copy }));
    await waitFor(() => expect(onCopy).toHaveBeenCalledWith(["03"]));
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Summit: a card's own words replace the label and the screen-reader tail. */
export const Reworded: Story = {
  tags: ["visual"],
  globals: { brand: "6012" },
  args: { copy: { copyToOthersLabel: "Copy PCP to Others", copyToOthersFrom: "of {name}" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Copy PCP to Others of Elena Lindqvist" })).toBeVisible();
  },
};

/** Meridian: without `onCopyToOthers` (nobody to copy to, or the administrator may not) nothing shows. */
export const NotOffered: Story = {
  globals: { brand: "9017" },
  args: { onCopyToOthers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Copy to Others/ })).toBeNull();
  },
};
