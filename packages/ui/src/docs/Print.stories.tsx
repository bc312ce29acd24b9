import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../primitives/Button/Button.js";
import { DataList } from "../primitives/Card/Card.js";
import { Section, SectionGroup } from "../primitives/Section/Section.js";

/**
 * Print styles (enrollment.md §2 print mode): buttons, toolbars and the Expand/Collapse control
 * are hidden, collapsed sections print open, `data-print="hide"` and `data-print="only"` mark
 * screen-only and print-only content. Import `@epr/ui/base.css` (or `styles.css`) to get them.
 */
const meta = {
  title: "Foundations/Print",
  render: () => (
    <div>
      <p data-print="only">Printed from the employer portal.</p>
      <div data-print="hide" className="mb-4 flex gap-2">
        <Button>Print Employee Summary</Button>
      </div>
      <SectionGroup defaultOpen="none">
        <Section value="a" title="Subscriber Information">
          <DataList items={[{ label: "Name", value: "Jordan Avery" }]} />
        </Section>
      </SectionGroup>
    </div>
  ),
} satisfies Meta;
export default meta;

export const Screen: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Printed from the employer portal.")).not.toBeVisible();
    await expect(canvas.getByText("Jordan Avery")).not.toBeVisible();
  },
};
