import { checkEffectiveDate } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import {
  AsoEffectiveDateWarning,
  defaultAsoEffectiveDateWarningCopy as words,
} from "./AsoEffectiveDateWarning.js";

const today = new Date(2026, 10, 22);
const expected = {
  trigger: "Check effective date",
  title: words.title,
  text: /03\/01\/2026 is more than 6 months in the past/,
  button: words.ok,
};

/**
 * ASO effective date warning (enrollment.md §5): opened when @epr/domain's `checkEffectiveDate`
 * answers `asoNotice` (ASO, before the first of the month 6 months back, outside the add flow). The
 * rule and wording are the same in every brand family.
 */
const meta = {
  title: "Modals/ASO effective date warning",
  component: AsoEffectiveDateWarning,
  args: { open: false, effectiveDate: "03/01/2026", onClose: fn() },
  render: (args) => (
    <ModalHarness trigger={expected.trigger}>
      {(open, close) => <AsoEffectiveDateWarning {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof AsoEffectiveDateWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor, on the edit review page: 03/01/2026 is before 05/01/2026, so the rule asks for the notice (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    await expect(
      checkEffectiveDate(new Date(2026, 2, 1), {
        today,
        aso: true,
        cobra: false,
        flow: "edit",
        screen: "employee.find.review",
      }),
    ).toEqual({ ok: true, asoNotice: true });
    await playOpenMessage(context, expected);
  },
};

/** OK and Escape close it (the date stays); focus returns to the trigger. Summit. */
export const Close: Story = {
  globals: { brand: "6012" },
  play: (context) => playCloseMessage(context, expected, context.args.onClose),
};
