import { INITIAL_PCP_SELECTION, NO_INITIAL_PCP_SELECTION, PCP_NAME_MAX } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { expectNoFormControls, expectShown } from "../../testing/cardStories.js";
import { ProviderReadCard } from "./read.js";

const chosen = {
  physicianNumber: "A1234567",
  physicianName: "Marguerite Okonkwo-Delacroix",
  establishedPatient: true,
  effectiveDate: "12/01/2026",
};
const EDIT = "Edit Primary Care Provider: Elena Lindqvist";

/**
 * The provider (PCP) card's read entry, `@epr/ui/cards/provider/read` (enrollment.md §2 read-only
 * displays, §3 Provider card, §4 no-PCP numbers), as the add flow's Review & Submit shows it. No
 * wording or rule of the read card differs by brand (the reason code's trimming, a Harbor flag,
 * applies to the payload, not the display), so the stories spread over the brand families.
 */
const meta = {
  title: "Cards/Providers/Provider read card",
  component: ProviderReadCard,
  args: {
    id: "p0",
    participantName: "Elena Lindqvist",
    mayEdit: true,
    onEdit: fn(),
  },
} satisfies Meta<typeof ProviderReadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008), a PCP chosen: number, name, established patient, date and the fixed reason; Edit calls back. */
export const Chosen: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  args: { values: chosen },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(
      canvas.getByRole("heading", { name: "Primary Care Provider: Elena Lindqvist" }),
    ).toBeVisible();
    await expectShown(canvasElement, {
      "Provider Number": "A1234567",
      "Provider Name": "Marguerite Okonkwo-Delacroix",
      "Established Patient": "Yes",
      "Effective Date": "12/01/2026",
      Reason: INITIAL_PCP_SELECTION,
    });
    await expectNoFormControls(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: EDIT }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Harbor (6009), a no-PCP number on file (002759262), view-only administrator: no number or name, the no-PCP reason, no Edit. */
export const NoPcpNumberViewOnly: Story = {
  globals: { brand: "6009" },
  args: {
    mayEdit: false,
    values: { physicianNumber: "002759262", physicianName: "NO PCP ON FILE", effectiveDate: "12/01/2026" },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, {
      "Provider Number": "—",
      "Provider Name": "—",
      "Established Patient": "No",
      "Effective Date": "12/01/2026",
      Reason: NO_INITIAL_PCP_SELECTION,
    });
    await expect(canvas.queryByText("002759262")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};

/** Summit (6011), none chosen yet: every field an em dash, established No, the no-PCP reason; Edit still offered. */
export const NoneChosen: Story = {
  globals: { brand: "6011" },
  args: { participantName: "Kim Lind", values: {} },
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, {
      "Provider Number": "—",
      "Provider Name": "—",
      "Established Patient": "No",
      "Effective Date": "—",
      Reason: NO_INITIAL_PCP_SELECTION,
    });
    await expect(canvas.getByRole("button", { name: "Edit Primary Care Provider: Kim Lind" })).toBeVisible();
  },
};

/** Meridian (9018), a long name on file: cut to the 34 characters sent (enrollment.md §9). */
export const LongNameCut: Story = {
  globals: { brand: "9018" },
  args: {
    values: { ...chosen, physicianName: "Alexandra Montgomery-Featherstonehaugh", establishedPatient: false },
  },
  play: async ({ canvasElement }) => {
    const cut = "Alexandra Montgomery-Featherstonehaugh".slice(0, PCP_NAME_MAX);
    await expect(cut).toHaveLength(34);
    await expectShown(canvasElement, {
      "Provider Name": cut,
      "Established Patient": "No",
      Reason: INITIAL_PCP_SELECTION,
    });
  },
};

/** Evergreen (3001), a no-PCP prefix in lower case ("bc…", enrollment.md §4): no provider shown. */
export const NoPcpPrefix: Story = {
  globals: { brand: "3001" },
  args: {
    values: { physicianNumber: " bc00412 ", physicianName: "Birth Center", effectiveDate: "01/01/2027" },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectShown(canvasElement, {
      "Provider Number": "—",
      "Provider Name": "—",
      Reason: NO_INITIAL_PCP_SELECTION,
    });
    await expect(canvas.queryByText("Birth Center")).toBeNull();
  },
};
