import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ArchitectureViewer, type ArchitectureViewerFeature } from "./ArchitectureViewer.js";

const features: ArchitectureViewerFeature[] = [
  {
    id: "id-cards",
    name: "ID cards",
    description: "Views members' ID cards drawn by the server and orders new ones.",
    path: "/employer/assist-employees/id-cards",
    dependencies: ["GET /api/employees/{umi}/id-cards", "id_card_orders table"],
    steps: ["Open ID Cards", "Print (after 3.75 seconds)", "Order"],
  },
  {
    id: "claims",
    name: "Claims",
    description: "An employee's claims with the refine panel.",
    path: "/employer/claims",
    dependencies: ["claims table", "exceljs"],
    steps: ["Agree", "Refine", "Download to Excel"],
  },
];

/** The page's search, done here on the list as the server does it. */
function Searchable() {
  const [search, setSearch] = useState("");
  const shown = features.filter((f) =>
    [f.name, ...f.dependencies, ...f.steps].some((t) => t.toLowerCase().includes(search.toLowerCase())),
  );
  return <ArchitectureViewer features={shown} search={search} onSearchChange={setSearch} />;
}

/** The architecture viewer (assist-employees.md §2.14): search, dependencies and steps sub menus, detail modal. Same words in every brand. */
const meta = {
  title: "Cards/Architecture/Architecture viewer",
  component: ArchitectureViewer,
  args: { features, search: "", onSearchChange: () => undefined },
  render: () => <Searchable />,
} satisfies Meta<typeof ArchitectureViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Searching narrows the list; a feature's steps open in a modal that Escape closes, focus back on its button. */
export const SearchAndDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 features")).toBeVisible();
    await userEvent.type(canvas.getByRole("searchbox", { name: /Search features/ }), "excel");
    await waitFor(() => expect(canvas.getByText("1 feature")).toBeVisible());
    const steps = canvas.getByRole("button", { name: "Steps (3) of Claims" });
    await userEvent.click(steps);
    const dialog = await within(document.body).findByRole("dialog", { name: "Claims: steps" });
    await expect(within(dialog).getByText("Download to Excel")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(steps).toHaveFocus());
  },
};

/** Details shows the page, dependencies and steps together. */
export const Details: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Details of ID cards" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "ID cards" });
    await expect(within(dialog).getByText("id_card_orders table")).toBeVisible();
    await expect(within(dialog).getByText("Page: /employer/assist-employees/id-cards")).toBeVisible();
  },
};
