import { copyFor, getBrand } from "@epr/brand-themes";
import { heldSiteAccess, siteAccessList } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ProfileCard } from "./ProfileCard.js";

const administrator = {
  firstName: "Dana",
  lastName: "Lindqvist",
  loginId: "demo.admin",
  email: "dana.lindqvist@northwind.example",
  company: "Northwind Harbor Logistics",
};
/** 24 groups: 4 are N/A in both columns, so 20 rows list, 10 a page. */
const groups = Array.from({ length: 24 }, (_, i) => ({
  groupNumber: String(100200 - i * 3),
  employeeData: i % 6 === 5 ? "N/A" : i % 2 ? "View" : "Modify",
  spendingAccount: i % 6 === 5 ? "N/A" : "View",
}));
const entitlements = {
  employer: { clientsOrGroups: true },
  reports: {
    enrollment: true,
    CensusReports: true,
    atHand: true,
    medeAnalytics: false,
    WellnessReports: true,
  },
  idTheft: true,
  claims: true,
  ebill: true,
  clientQualifiers: { ucdDental: true },
  superUserRole: false,
  allGroups: {},
  researchOnlyRole: false,
  wellnessReport: false,
  clientStatus: { cancelled: false },
  employees: { view: true, edit: true },
  spending: {},
};
const argsFor = (brandCode: string) => ({
  administrator,
  employer: { clientName: "Northwind Harbor Logistics", clientNumber: "100001" },
  siteAccess: siteAccessList(heldSiteAccess(entitlements), getBrand(brandCode).capabilities),
  groups,
  reduced: false,
  incorrectInformation: copyFor(brandCode, "incorrectInformation"),
});

/**
 * The profile (session-and-admin.md §2 /profile, §5, §6, §9) across the brand families: the site
 * access rows differ by brand flag, the incorrect-information wording by brand copy.
 */
const meta = {
  title: "Cards/Profile and security/Profile",
  component: ProfileCard,
  args: argsFor("6008"),
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The group access table arrives after the card's first paint (its own chunk): wait for it. */
const groupBody = async (root: HTMLElement) => {
  const table = await within(root).findByRole("table", { name: "Group access" });
  return within(table.querySelector("tbody") as HTMLElement);
};

/** Harbor (6008): the Broker wording; 20 of 24 groups listed (N/A dropped), 10 a page by group number. */
export const Harbor: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(/Broker or Sales Representative/)).toBeVisible();
    await expect(canvas.getByRole("table", { name: "Site access" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "ID Theft protection" })).toBeVisible();
    await expect(canvas.queryByRole("rowheader", { name: "Census Report" })).toBeNull();
    const rows = (await groupBody(canvasElement)).getAllByRole("row");
    await expect(rows).toHaveLength(10);
    await expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent("100134");
    await expect(canvas.getByText("Page 1 of 2")).toBeVisible();
    // The tip is a toggletip: the button opens it, Escape closes it and focus returns.
    const tip = canvas.getByRole("button", { name: "About this page" });
    await userEvent.click(tip);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog", { name: "About this page" })).toHaveTextContent(
      "This displays the entitlements and access you have on the portal.",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(tip).toHaveFocus());
  },
};

/** Summit (6011): Client Manager wording; Census Report and Wellness show for this brand. */
export const Summit: Story = {
  globals: { brand: "6011" },
  args: argsFor("6011"),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/contact your Client Manager/)).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Census Report" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Wellness" })).toBeVisible();
  },
};

/** Meridian (9017): Employer Client/Groups shows for this brand. */
export const Meridian: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  args: argsFor("9017"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("rowheader", { name: "Employer Client/Groups" })).toBeVisible();
    // The group access table downloads after the card's first paint: the shot waits for it.
    await expect(await canvas.findByRole("table", { name: "Group access" })).toBeVisible();
  },
};

/** Evergreen (3001): the reduced page of a multi-client administrator with no client chosen. */
export const Reduced: Story = {
  globals: { brand: "3001" },
  args: { ...argsFor("3001"), employer: null, groups: [], reduced: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Choose a client to see your group access.")).toBeVisible();
    await expect(canvas.queryByRole("columnheader", { name: /Spending Account/ })).toBeNull();
    await expect(canvas.getByRole("columnheader", { name: /Employee Data/ })).toBeVisible();
  },
};
