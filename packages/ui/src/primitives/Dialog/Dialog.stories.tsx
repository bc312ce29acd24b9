import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.js";
import { Field } from "../Field/Field.js";
import { TextInput } from "../TextInput/TextInput.js";
import { DialogClose, SimpleDialog } from "./Dialog.js";

const meta = {
  title: "Primitives/Dialog",
  component: SimpleDialog,
  args: {
    title: "Unsaved changes",
    description: "You have changes that are not saved. Save them before leaving?",
    size: "standard",
    trigger: <Button variant="outline">Cancel enrollment</Button>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Abandon</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button>Save</Button>
        </DialogClose>
      </>
    ),
  },
  argTypes: { size: { control: "inline-radio", options: ["standard", "large", "xl"] } },
} satisfies Meta<typeof SimpleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Escape closes the dialog and focus returns to the button that opened it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Cancel enrollment" });
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Unsaved changes" });
    await expect(dialog).toHaveAccessibleDescription(/not saved/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    // Radix gives focus back in a timer after the content unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab cycles inside the dialog (focus trap): Abandon → Save → Close → Abandon. */
export const FocusTrap: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel enrollment" }));
    const dialog = await body.findByRole("dialog");
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole("button", { name: "Abandon" })).toHaveFocus());
    await userEvent.tab();
    await expect(d.getByRole("button", { name: "Save" })).toHaveFocus();
    await userEvent.tab();
    await expect(d.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab();
    await expect(d.getByRole("button", { name: "Abandon" })).toHaveFocus();
    await userEvent.click(d.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

/** `large-modal` with a form: copy PCP to other members. */
export const Large: Story = {
  args: {
    size: "large",
    title: "Copy PCP to other members",
    description: undefined,
    trigger: <Button variant="outline">Copy to Others</Button>,
    children: (
      <Field label="Provider number" id="pcp-number">
        <TextInput />
      </Field>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Copy to Others" }));
    const dialog = await body.findByRole("dialog", { name: "Copy PCP to other members" });
    await expect(dialog).toHaveAttribute("data-size", "large");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

/** `xl-modal`, opened without a trigger (an outcome after save): focus returns to where it was. */
export const XlControlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Finish</Button>
        <SimpleDialog
          {...args}
          trigger={undefined}
          size="xl"
          open={open}
          onOpenChange={setOpen}
          title="Success"
          description="You have successfully edited Jordan Avery"
          footer={<Button onClick={() => setOpen(false)}>OK</Button>}
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const finish = canvas.getByRole("button", { name: "Finish" });
    await userEvent.click(finish);
    const dialog = await body.findByRole("dialog", { name: "Success" });
    await expect(dialog).toHaveAttribute("data-size", "xl");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(finish).toHaveFocus());
  },
};

/** Generic error modal (enrollment.md §8), rendered open for review. */
export const GenericError: Story = {
  render: (args) => (
    <SimpleDialog
      {...args}
      open
      trigger={undefined}
      title="An Error Occured"
      description="We apologize, but there seems to be an error with this page. Please try again later."
      footer={<Button>Return Home</Button>}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog", { name: "An Error Occured" })).toBeVisible();
  },
};
