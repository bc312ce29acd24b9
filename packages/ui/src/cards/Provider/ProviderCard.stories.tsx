import { getBrand } from "@epr/brand-themes";
import {
  findADoctorLink,
  INITIAL_PCP_SELECTION,
  NO_INITIAL_PCP_SELECTION,
  pcpValidationMessages,
} from "@epr/domain";
import { providerMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { ProviderCard } from "./ProviderCard.js";

const filled = {
  physicianNumber: "A1234567",
  physicianName: "Marguerite Okonkwo-Delacroix",
  establishedPatient: true,
  effectiveDate: "12/01/2026",
};

/**
 * The provider (PCP) card of one medical participant (enrollment.md §3 Provider card, §4 no-PCP
 * numbers, §5 Provider). Every message is @epr/forms' or the validator's; no rule of this card
 * differs by brand, so the stories spread over the brand families for their themes.
 */
const meta = {
  title: "Cards/Providers/Provider",
  component: ProviderCard,
  args: {
    id: "p0",
    participantName: "Elena Lindqvist",
    mode: "edit",
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onSearchDirectory: fn(),
  },
} satisfies Meta<typeof ProviderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });

/** Harbor (6008), a group that requires a provider, empty: Save names the number and the date, focuses the summary. */
export const Empty: Story = {
  globals: { brand: "6008" },
  args: { groupRequiresProvider: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText(NO_INITIAL_PCP_SELECTION)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary);
    await userEvent.click(links.getByRole("link", { name: summaryLink(providerMessages.physicianNumber) }));
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(
      links.getByRole("link", { name: summaryLink(providerMessages.effectiveDate) }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit (6010), filled: Save sends the values with the reason 'Initial PCP Selection'. */
export const Filled: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  args: { values: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(INITIAL_PCP_SELECTION)).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Established patient" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, reason: INITIAL_PCP_SELECTION }),
    );
  },
};

/** Meridian (9017): entering a no-PCP number (999999, 002759262, BC…, IP…) clears the name; the number and name are not sent. */
export const NoPcpNumber: Story = {
  globals: { brand: "9017" },
  args: { values: filled },
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    const name = canvas.getByRole("textbox", { name: /^Provider Name/ });
    await userEvent.clear(number);
    await userEvent.type(number, "999999");
    await waitFor(() => expect(name).toHaveValue(""));
    await expect(name).toBeDisabled();
    await expect(canvas.getByText(NO_INITIAL_PCP_SELECTION)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          physicianNumber: "",
          physicianName: "",
          reason: NO_INITIAL_PCP_SELECTION,
        }),
      ),
    );
    // A prefix counts too: BC… is no PCP; another number brings the name field back.
    await userEvent.clear(number);
    await userEvent.type(number, "A77");
    await waitFor(() => expect(name).toBeEnabled());
    await userEvent.type(name, "Dr Rivera");
    await userEvent.clear(number);
    await userEvent.type(number, "BC0042");
    await waitFor(() => expect(name).toHaveValue(""));
  },
};

/** Evergreen (default brand): a number with a space is refused; typing a number makes the effective date required. */
export const NumberRules: Story = {
  globals: { brand: "3001" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const date = canvas.getByRole("textbox", { name: /^Effective Date/ });
    await expect(date).not.toBeRequired();
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await userEvent.type(number, "A12 34");
    await waitFor(() => expect(date).toBeRequired());
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = within(await summaryOf(canvasElement));
    await expect(
      summary.getByRole("link", { name: summaryLink(providerMessages.physicianNumber) }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: summaryLink(providerMessages.effectiveDate) }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Removing the space clears the number's error as the user types.
    await userEvent.clear(number);
    await userEvent.type(number, "A1234");
    await waitFor(() => expect(number).not.toHaveAttribute("aria-invalid"));
  },
};

/** Harbor (6009): the validator's message is on the provider number, linked from the summary, and clears when the number is edited. */
export const ServerError: Story = {
  globals: { brand: "6009" },
  args: { values: filled, serverError: pcpValidationMessages.invalidProviderNumber },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const number = canvas.getByRole("textbox", { name: /^Provider Number/ });
    await waitFor(() => expect(number).toHaveAttribute("aria-invalid", "true"));
    await expect(number).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${pcpValidationMessages.invalidProviderNumber}`),
    );
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(number);
    await userEvent.type(number, "8");
    await waitFor(() => expect(number).not.toHaveAttribute("aria-invalid"));
    await expect(canvas.queryByText(pcpValidationMessages.invalidProviderNumber)).toBeNull();
    await expect(number).toHaveFocus();
  },
};

/** Summit (6012): the provider chosen in the directory (PCPNumber, PCPNAME) fills the card, its name cut to 34 characters; Search calls back. */
export const FromDirectory: Story = {
  globals: { brand: "6012" },
  args: {
    directoryChoice: {
      physicianNumber: "P0099812",
      physicianName: "Bartholomew Featherstonehaugh-Cholmondeley",
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /^Provider Number/ })).toHaveValue("P0099812"),
    );
    await expect(canvas.getByRole("textbox", { name: /^Provider Name/ })).toHaveValue(
      "Bartholomew Featherstonehaugh-Chol",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Search Provider Directory" }));
    await expect(args.onSearchDirectory).toHaveBeenCalledOnce();
  },
};

/** Harbor (6008): a directory that opens in a new window says so in the button's name and beside it. */
export const DirectoryInNewWindow: Story = {
  globals: { brand: "6008" },
  args: { directoryOpensNewWindow: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Search Provider Directory (opens in a new window)" }),
    ).toBeVisible();
  },
};

/**
 * Harbor (6009), a brand pointing to its external finder (enrollment.md §7 Find a doctor): the link built
 * by @epr/domain from the brand record sits beside the built-in directory and says it opens a new window.
 */
export const ExternalFinder: Story = {
  globals: { brand: "6009" },
  args: {
    externalFinder: findADoctorLink({
      brand: getBrand("6009").capabilities,
      hostname: "portal.example",
      clientNumber: "100045",
      groupNumber: "100107",
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Search Provider Directory" })).toBeVisible();
    const finder = canvas.getByRole("link", { name: summaryLink("Find a Doctor (opens in a new window)") });
    await expect(finder).toHaveAttribute("target", "_blank");
    await expect(finder).toHaveAttribute("rel", "noopener noreferrer");
    await expect(finder.getAttribute("href")).toContain("brandCode=AHNJ&speciality=pcp");
  },
};

/** Summit (6011), read-only: the provider on file and Edit (the administrator may modify). */
export const ReadOnly: Story = {
  tags: ["visual"],
  globals: { brand: "6011" },
  args: { mode: "read", values: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("A1234567")).toBeVisible();
    await expect(canvas.getByText(INITIAL_PCP_SELECTION)).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /^Edit/ }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Harbor (6009), read-only, no PCP on file and a view-only administrator: the reason says so, no Edit. */
export const ReadOnlyNoPcp: Story = {
  globals: { brand: "6009" },
  args: { mode: "read", mayEdit: false, values: { physicianNumber: "002759262", physicianName: "X" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_INITIAL_PCP_SELECTION)).toBeVisible();
    await expect(canvas.queryByText("002759262")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};
