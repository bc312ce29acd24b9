import { providerDirectoryMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { ProviderDirectoryCard, type ProviderDirectoryEntry } from "./ProviderDirectoryCard.js";

const providers: ProviderDirectoryEntry[] = [
  {
    physicianNumber: "A1234567",
    physicianName: "Marguerite Okonkwo-Delacroix",
    address1: "1500 Market St",
    address2: "Suite 210",
    city: "Philadelphia",
    state: "PA",
    zipCode: "19103",
    acceptingNewPatients: true,
  },
  {
    physicianNumber: "B7654321",
    physicianName: "Samuel Lindqvist",
    address1: "22 Walnut Ln",
    city: "Cherry Hill",
    state: "NJ",
    zipCode: "08002",
    acceptingNewPatients: false,
  },
];

/**
 * The built-in provider directory (enrollment.md §2 provider search, §7 Find a doctor): search by
 * name, number, city, state and 5-digit ZIP; results with name, number, address and whether the
 * provider accepts new patients; Choose calls back with number and name. The portal runs the search
 * and passes results, loading and error. Which brands use an external finder instead is the
 * portal's choice (brand record `findADoctor`); the card is the same in every family.
 */
const meta = {
  title: "Cards/Providers/Provider directory",
  component: ProviderDirectoryCard,
  args: { onSearch: fn(), onChoose: fn(), onCancel: fn() },
} satisfies Meta<typeof ProviderDirectoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });

/** Harbor (6008), empty: a search with no criterion is not made and says what to enter. */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole("table")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole("link", { name: providerDirectoryMessages.atLeastOne }));
    await expect(canvas.getByRole("textbox", { name: "Provider Name" })).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Summit (6010): a ZIP that is not 5 digits and a number with a space are refused on their fields. */
export const BadCriteria: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^ZIP Code/ }), "1910");
    await userEvent.type(canvas.getByRole("textbox", { name: "Provider Number" }), "A1 2");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    const summary = within(await summaryOf(canvasElement));
    await expect(summary.getByRole("link", { name: providerDirectoryMessages.zipCode })).toBeVisible();
    await userEvent.click(summary.getByRole("link", { name: providerDirectoryMessages.number }));
    const number = canvas.getByRole("textbox", { name: "Provider Number" });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription(`Error: ${providerDirectoryMessages.number}`);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Meridian (9017): a valid search sends only the criteria given, trimmed; Clear empties the form. */
export const Search: Story = {
  globals: { brand: "9017" },
  args: { criteria: { zipCode: "19103" } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Provider Name" }), " Okonkwo ");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "State" }), "PA");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({ name: "Okonkwo", state: "PA", zipCode: "19103" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^ZIP Code/ })).toHaveValue(""));
  },
};

/** Summit (6011), results: name, number, address, accepting; Choose calls back with number and name. */
export const Results: Story = {
  tags: ["visual"],
  globals: { brand: "6011" },
  args: { results: providers, criteria: { zipCode: "19103" } },
  play: async ({ canvas, userEvent, args }) => {
    const table = await canvas.findByRole("table", { name: "Providers" });
    const row = within(table).getByRole("row", { name: /Marguerite Okonkwo-Delacroix/ });
    await expect(within(row).getByText("1500 Market St, Suite 210, Philadelphia, PA 19103")).toBeVisible();
    await expect(within(row).getByText("Yes")).toBeVisible();
    await expect(
      within(within(table).getByRole("row", { name: /Samuel Lindqvist/ })).getByText("No"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Choose Samuel Lindqvist" }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      physicianNumber: "B7654321",
      physicianName: "Samuel Lindqvist",
    });
  },
};

/** Evergreen (3001), loading: the search button is busy and the table shows a spinner. */
export const Loading: Story = {
  globals: { brand: "3001" },
  args: { loading: true, criteria: { city: "Newark" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: "Providers" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Search/ })).toHaveAttribute("aria-busy", "true");
  },
};

/** Summit (6012), no match: the table says so. */
export const NoResults: Story = {
  globals: { brand: "6012" },
  args: { results: [], criteria: { name: "Zzyzx" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No providers match your search/)).toBeVisible();
  },
};

/** Harbor (6009), the search failed: the message is an alert and no table shows. */
export const SearchError: Story = {
  globals: { brand: "6009" },
  args: { error: "We're sorry Something unexpected happened.", criteria: { name: "Lind" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("We're sorry Something unexpected happened.");
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** Meridian (9018), view-only administrator (no `onChoose`): the results have no Choose button. */
export const ViewOnly: Story = {
  globals: { brand: "9018" },
  args: { results: providers, onChoose: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: "Providers" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Choose/ })).toBeNull();
  },
};

/**
 * Meridian (9017), narrowed to the group's network (enrollment.md §7 Group name by group number):
 * the card says which network it searches; the search itself is the portal's.
 */
export const InNetwork: Story = {
  globals: { brand: "9017" },
  args: { network: "Acme Salaried Plan", results: providers, criteria: { state: "PA" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Searching providers in the Acme Salaried Plan network.")).toBeVisible();
    await expect(await canvas.findByRole("table", { name: "Providers" })).toBeVisible();
  },
};
