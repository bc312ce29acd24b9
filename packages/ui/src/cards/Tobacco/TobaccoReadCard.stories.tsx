import { copyFor, getBrand } from "@epr/brand-themes";
import { TOBACCO_QUESTION } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { expectNoFormControls, expectShown, shownLabels } from "../../testing/cardStories.js";
import { TOBACCO_USAGE_DATE_LABEL, TobaccoReadCard } from "./read.js";

const EDIT = "Edit Tobacco: Elena Lindqvist";

/**
 * The tobacco card's read entry, `@epr/ui/cards/tobacco/read` (enrollment.md §2 read-only displays,
 * §5 Tobacco), as the add flow's Review & Submit shows it. Its words are not brand copy: the brand's
 * fraud warning (`tobaccoFraudWarning`) belongs to the question, which a read card does not ask, so
 * the stories spread over the brand families for their themes and check the warning stays out.
 */
const meta = {
  title: "Cards/Enrollment/Tobacco read card",
  component: TobaccoReadCard,
  args: {
    id: "p0",
    participantName: "Elena Lindqvist",
    mayEdit: true,
    onEdit: fn(),
  },
} satisfies Meta<typeof TobaccoReadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), a tobacco user (T): Yes and the date of last regular use; Edit names the card and calls back. */
export const User: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { values: { tobaccoStatus: "T", tobaccoUsageDate: "09/15/2026" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "Tobacco: Elena Lindqvist" })).toBeVisible();
    await expectShown(canvasElement, { "Tobacco User": "Yes", [TOBACCO_USAGE_DATE_LABEL]: "09/15/2026" });
    await expectNoFormControls(canvasElement);
    // Neither the question nor the brand's fraud warning: they go with the answer, in edit mode.
    await expect(canvas.queryByText(TOBACCO_QUESTION)).toBeNull();
    await expect(canvas.queryByText(copyFor(getBrand("6008"), "tobaccoFraudWarning"))).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: EDIT }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Summit (6010), unknown on file (U): shown as No (enrollment.md §3), and a stale date is not shown. */
export const UnknownShowsNo: Story = {
  globals: { brand: "6010" },
  args: { values: { tobaccoStatus: "U", tobaccoUsageDate: "01/01/2026" } },
  play: async ({ canvasElement }) => {
    await expect(shownLabels(canvasElement)).toEqual(["Tobacco User"]);
    await expectShown(canvasElement, { "Tobacco User": "No" });
    await expect(canvasElement).not.toHaveTextContent("01/01/2026");
  },
};

/** Summit (6011), a non-user (N), view-only administrator: No, no date, and no Edit though the app listens. */
export const NonUserViewOnly: Story = {
  globals: { brand: "6011" },
  args: { mayEdit: false, values: { tobaccoStatus: "N", tobaccoUsageDate: "" } },
  play: async ({ canvas, canvasElement, args }) => {
    await expectShown(canvasElement, { "Tobacco User": "No" });
    await expect(canvas.queryByText(TOBACCO_USAGE_DATE_LABEL)).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Meridian (9017), no answer yet: the status shows an em dash, never a guessed No. */
export const NoAnswer: Story = {
  globals: { brand: "9017" },
  args: { participantName: "Tomas Lindqvist", values: { tobaccoStatus: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Tobacco: Tomas Lindqvist" })).toBeVisible();
    await expect(shownLabels(canvasElement)).toEqual(["Tobacco User"]);
    await expectShown(canvasElement, { "Tobacco User": "—" });
    await expect(canvas.getByRole("button", { name: "Edit Tobacco: Tomas Lindqvist" })).toBeVisible();
  },
};

/** Evergreen (3001), a user on the review page (heading level 3): Edit without a listener shows nothing to press. */
export const UserWithoutEditCallback: Story = {
  globals: { brand: "3001" },
  args: {
    headingLevel: 3,
    onEdit: undefined,
    values: { tobaccoStatus: "T", tobaccoUsageDate: "03/31/2026" },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Tobacco: Elena Lindqvist" })).toBeVisible();
    await expectShown(canvasElement, { "Tobacco User": "Yes", [TOBACCO_USAGE_DATE_LABEL]: "03/31/2026" });
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
