import { copyFor, getBrand } from "@epr/brand-themes";
import { TOBACCO_QUESTION, tobaccoMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { TOBACCO_USAGE_DATE_LABEL, TobaccoCard } from "./TobaccoCard.js";

/** A fixed day, so the date rules give the same answers every run. */
const today = new Date(2026, 10, 22);

/**
 * The tobacco card of one participant with medical coverage (enrollment.md §4, §5 Tobacco). The
 * question is @epr/forms'; the fraud warning is the brand record's copy (`tobaccoFraudWarning`),
 * so each brand family's story checks its brand's words.
 */
const meta = {
  title: "Cards/Enrollment/Tobacco",
  component: TobaccoCard,
  args: {
    id: "p0",
    participantName: "Elena Lindqvist",
    mode: "edit",
    today,
    required: true,
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TobaccoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });

/** Harbor (6008), required, empty: the question and the brand's fraud warning; Save asks for Yes or No. */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const group = canvas.getByRole("group", { name: TOBACCO_QUESTION });
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining(copyFor(getBrand("6008"), "tobaccoFraudWarning")),
    );
    await expect(canvas.queryByRole("textbox", { name: new RegExp(TOBACCO_USAGE_DATE_LABEL) })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole("link", { name: summaryLink(tobaccoMessages.status) }));
    await expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit (6010): answering Yes (T) shows the last regular use date, which is then required. */
export const UserShowsUsageDate: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    const date = await waitFor(() =>
      canvas.getByRole("textbox", { name: new RegExp(`^${TOBACCO_USAGE_DATE_LABEL}`) }),
    );
    await expect(date).toBeRequired();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const summary = within(await summaryOf(canvasElement));
    await userEvent.click(summary.getByRole("link", { name: summaryLink(tobaccoMessages.usageDate) }));
    await expect(date).toHaveFocus();
    await userEvent.type(date, "12012026");
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(expect.stringContaining(tobaccoMessages.futureDate)),
    );
    await userEvent.clear(date);
    await userEvent.type(date, "10012026");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ tobaccoStatus: "T", tobaccoUsageDate: "10/01/2026" }),
    );
  },
};

/** Meridian (9018): No hides the date, and a date typed under Yes is not sent. */
export const NoDropsTheDate: Story = {
  globals: { brand: "9018" },
  args: { values: { tobaccoStatus: "T", tobaccoUsageDate: "09/15/2026" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole("textbox", { name: new RegExp(`^${TOBACCO_USAGE_DATE_LABEL}`) }),
    ).toHaveValue("09/15/2026");
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await waitFor(() =>
      expect(canvas.queryByRole("textbox", { name: new RegExp(TOBACCO_USAGE_DATE_LABEL) })).toBeNull(),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ tobaccoStatus: "N", tobaccoUsageDate: "" }),
    );
  },
};

/** Evergreen (3001), not required (the group does not ask, or the participant is too young): an empty answer saves. */
export const NotRequired: Story = {
  globals: { brand: "3001" },
  args: { required: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("group", { name: TOBACCO_QUESTION })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ tobaccoStatus: "", tobaccoUsageDate: "" }),
    );
  },
};

/** Summit (6012), an unknown status on file (U) shows as No (enrollment.md §3). */
export const UnknownShowsNo: Story = {
  globals: { brand: "6012" },
  args: { values: { tobaccoStatus: "U" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "No" })).toBeChecked();
  },
};

/** Harbor (6009), read-only tobacco user: status and date of last regular use; Edit calls back. */
export const ReadOnlyUser: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  args: { mode: "read", values: { tobaccoStatus: "T", tobaccoUsageDate: "09/15/2026" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("Yes")).toBeVisible();
    await expect(canvas.getByText("09/15/2026")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /^Edit/ }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Summit (6011), read-only non-user, view-only administrator: no date, no Edit. */
export const ReadOnlyNonUser: Story = {
  globals: { brand: "6011" },
  args: { mode: "read", mayEdit: false, values: { tobaccoStatus: "N", tobaccoUsageDate: "01/01/2026" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No")).toBeVisible();
    await expect(canvas.queryByText("01/01/2026")).toBeNull();
    await expect(canvas.queryByText(TOBACCO_USAGE_DATE_LABEL)).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};
