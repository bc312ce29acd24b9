import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs.js";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  render: (args) => (
    <Tabs defaultValue="general" {...args}>
      <TabsList aria-label="Client information">
        <TabsTrigger value="general">General Info</TabsTrigger>
        <TabsTrigger value="report-codes">Report Codes</TabsTrigger>
        <TabsTrigger value="contacts">Contacts</TabsTrigger>
        <TabsTrigger value="id-theft" disabled>
          ID Theft
        </TabsTrigger>
      </TabsList>
      <TabsContent value="general">Client number 123456, status Active.</TabsContent>
      <TabsContent value="report-codes">Report codes of the client's groups.</TabsContent>
      <TabsContent value="contacts">Plan administrator contacts.</TabsContent>
      <TabsContent value="id-theft">Identity theft protection.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and select them; a disabled tab is skipped; Tab goes to the panel. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "General Info" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Report Codes" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "General Info" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Contacts" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Contacts" })).toHaveFocus();
  },
};
