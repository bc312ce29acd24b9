import { copyFor } from "@epr/brand-themes";
import { domainMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { CoverageNotice } from "./CoverageNotice.js";

const base = { trigger: "Save & Continue", title: domainMessages.cancellationNoticeTitle, button: "OK" };
const noProduct = { ...base, text: copyFor("6008", "noProductSelected") };
const noProduct6012 = { ...base, text: copyFor("6012", "noProductSelected") };

/**
 * Coverage notices (enrollment.md §5 Coverage notices, §8), titled 'IMPORTANT'. 'No product selected'
 * differs by brand: 6012's record carries its own wording, so there is a story per brand family and
 * one for 6011 (same family as 6012, default wording).
 */
const meta = {
  title: "Modals/Coverage notice",
  component: CoverageNotice,
  args: { open: false, notices: [{ key: "noProductSelected" }], onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={base.trigger}>
      {(open, close) => <CoverageNotice {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof CoverageNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): the default 'no product selected' wording (left open for axe). */
export const NoProductHarbor: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    await playOpenMessage(context, noProduct);
  },
};

/** Summit, brand 6012: the brand record's own wording (left open for axe). */
export const NoProduct6012: Story = {
  globals: { brand: "6012" },
  play: async (context) => {
    await playOpenMessage(context, noProduct6012);
  },
};

/** Summit, brand 6011: the default wording; only 6012's record changes it (left open for axe). */
export const NoProduct6011: Story = {
  globals: { brand: "6011" },
  play: async (context) => {
    await playOpenMessage(context, noProduct);
  },
};

/** Meridian (9017): the default wording (left open for axe). */
export const NoProductMeridian: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    await playOpenMessage(context, noProduct);
  },
};

/** Evergreen (3001): a product with no members, naming the product (left open for axe). */
export const ProductWithNoMembers: Story = {
  globals: { brand: "3001" },
  args: { notices: [{ key: "productWithNoMembers", product: "Gold PPO" }] },
  play: async (context) => {
    await playOpenMessage(context, {
      ...base,
      text: "In order to enroll in Gold PPO coverage, at least one participant must be selected.",
    });
  },
};

/** Two plans without members: both notices listed (left open for axe). */
export const SeveralNotices: Story = {
  globals: { brand: "6010" },
  args: {
    notices: [
      { key: "productWithNoMembers", product: "Gold PPO" },
      { key: "productWithNoMembers", product: "Dental Plus" },
    ],
  },
  play: async (context) => {
    const dialog = await playOpenMessage(context, { ...base, text: /Gold PPO.*Dental Plus/ });
    await expect(dialog.querySelectorAll("li")).toHaveLength(2);
  },
};

/** The coverage step's failed group information: the generic error text (left open for axe). */
export const GenericErrorNotice: Story = {
  globals: { brand: "6009" },
  args: { notices: [{ key: "genericError" }] },
  play: async (context) => {
    await playOpenMessage(context, { ...base, text: domainMessages.genericErrorText });
  },
};

/** OK and Escape close it; focus returns to Save & Continue. */
export const Close: Story = {
  globals: { brand: "6012" },
  play: (context) => playCloseMessage(context, noProduct6012, context.args.onClose),
};
