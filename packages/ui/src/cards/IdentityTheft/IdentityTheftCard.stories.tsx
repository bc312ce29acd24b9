import { copyFor } from "@epr/brand-themes";
import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { IdentityTheftCard, type IdentityTheftCardGroup } from "./IdentityTheftCard.js";

const groups: IdentityTheftCardGroup[] = [
  {
    groupNumber: "100100",
    displayName: "Northwind Harbor PPO",
    vendor: "Sentinel ID Services",
    protectionEnabled: false,
    modifiable: true,
    optInAllowed: true,
    optInRefusal: null,
  },
  {
    groupNumber: "100107",
    displayName: "Northwind Harbor HMO",
    vendor: "Sentinel ID Services",
    protectionEnabled: true,
    modifiable: true,
    optInAllowed: false,
    optInRefusal: assistMessages.idTheftOptedInThisYear,
  },
  {
    groupNumber: "100114",
    displayName: "Northwind Harbor Dental",
    vendor: "Sentinel ID Services",
    protectionEnabled: false,
    modifiable: true,
    optInAllowed: false,
    optInRefusal: assistMessages.idTheftOutsideWindow,
  },
];

/** The brand's three-variant texts from its brand record (assist-employees.md §2.11). */
const copyOf = (brand: string) => ({
  disclaimer: copyFor(brand, "idTheftDisclaimer"),
  success: copyFor(brand, "idTheftSuccess"),
  optInThanks: copyFor(brand, "idTheftOptInThanks"),
  saveFailure: copyFor(brand, "idTheftSaveFailure"),
});

/**
 * Identity theft protection (assist-employees.md §2.11, §4, §5, §9) in each brand family: the
 * disclaimer differs by brand group; a submit with no change shows the spec's message; only the
 * changed group is submitted.
 */
const meta = {
  title: "Cards/Client information/Identity theft",
  component: IdentityTheftCard,
  args: { groups, copy: copyOf("3001"), onSubmit: fn() },
} satisfies Meta<typeof IdentityTheftCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default family: no change refused, then one group opted in and only it submitted. */
export const Default: Story = {
  globals: { brand: "3001" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    // Read inside the wait: the summary renders after validation settles, not at the click.
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(assistMessages.idTheftNoSelection);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole("checkbox", { name: /Dental/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox", { name: /PPO/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([{ groupNumber: "100100", userChoice: "optin" }]),
    );
  },
};

/** Harbor (6008): its disclaimer; opting a group out is always allowed. */
export const Harbor: Story = {
  globals: { brand: "6008" },
  args: { copy: copyOf("6008"), outcome: { kind: "success" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Harborview Health offers identity theft protection/)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: /HMO/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([{ groupNumber: "100107", userChoice: "optout" }]),
    );
  },
};

/** Summit (6011): its disclaimer and the opt-in thanks after an opt-in. */
export const Summit: Story = {
  globals: { brand: "6011" },
  args: { copy: copyOf("6011"), outcome: { kind: "optin" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Summit Ridge Health members/)).toBeVisible();
    await expect(canvas.getByText(copyFor("6011", "idTheftOptInThanks"))).toBeVisible();
  },
};

/** Without a modifiable group: read-only, each group's state. */
export const ReadOnly: Story = {
  tags: ["visual"],
  args: { groups: groups.map((g) => ({ ...g, modifiable: false })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    await expect(canvas.getByText(/Opted in · Sentinel ID Services/)).toBeVisible();
  },
};
