import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ContactsCard } from "./ContactsCard.js";

/** Contacts of a client or a group (assist-employees.md §2.1 clientInfo and groupInfo /contacts). */
const meta = {
  title: "Cards/Client information/Contacts",
  component: ContactsCard,
  args: {
    contacts: [
      {
        role: "Account Executive",
        name: "Ava Becker",
        phone: "215-555-1001",
        email: "ava.becker@example.com",
      },
      { role: "Client Manager", name: "Liam Chen", phone: null, email: "liam.chen@example.com" },
    ],
  },
} satisfies Meta<typeof ContactsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contacts with phone and e-mail links; a missing phone shows a dash. */
export const Listed: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("rowheader", { name: "Account Executive" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "215-555-1001" })).toHaveAttribute(
      "href",
      "tel:215-555-1001",
    );
    await expect(canvas.getByRole("link", { name: "liam.chen@example.com" })).toHaveAttribute(
      "href",
      "mailto:liam.chen@example.com",
    );
  },
};

/** No contacts on file (a group without its own): §8's "The service returned no items." */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { contacts: [], copy: { title: "Group Contacts" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(assistMessages.noItems);
  },
};
