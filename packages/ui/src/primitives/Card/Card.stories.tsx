import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { Button } from "../Button/Button.js";
import { TextField } from "../TextInput/TextInput.js";
import { CardFrame, DataList } from "./Card.js";
import type { CardMode } from "./CardForm.js";

const meta = {
  title: "Primitives/Card frame",
  component: CardFrame,
  args: {
    title: "Medicare",
    mode: "read",
    onEdit: fn(),
    actions: (
      <Button variant="ghost" size="sm">
        History
      </Button>
    ),
    children: (
      <DataList
        items={[
          { label: "Medicare claim number", value: "1EG4TE5MK72" },
          { label: "Why eligible", value: "Age" },
          { label: "Part A effective", value: "01/01/2024" },
          { label: "Part B effective", value: "" },
        ]}
      />
    ),
  },
} satisfies Meta<typeof CardFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Medicare" })).toBeInTheDocument();
    await expect(canvas.getByText("—")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Edit Medicare" }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Read → edit → save → read, by keyboard. */
export const EditMode: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState<CardMode>("edit");
    const [claim, setClaim] = useState("1EG4TE5MK72");
    return (
      <CardFrame
        {...args}
        mode={mode}
        onEdit={() => setMode("edit")}
        onCancel={() => setMode("read")}
        onSave={() => setMode("read")}
      >
        {mode === "edit" ? (
          <TextField
            label="Medicare claim number"
            id="claim"
            required
            inputProps={{ value: claim, onChange: (e) => setClaim(e.target.value) }}
          />
        ) : (
          <DataList items={[{ label: "Medicare claim number", value: claim }]} />
        )}
      </CardFrame>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: /Medicare claim number/ });
    await userEvent.clear(input);
    await userEvent.type(input, "2AB3CD4EF56{Enter}");
    await expect(canvas.getByText("2AB3CD4EF56")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Edit Medicare" })).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { mode: "edit", saving: true, onCancel: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
  },
};
