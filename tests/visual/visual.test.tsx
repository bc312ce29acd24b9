// Local visual check: screenshots of the stories in one brand of each family,
// compared with the committed baselines in __screenshots__/. Update them on purpose with
// `npx vitest run --project visual -u` and review the PNG diff in the pull request.
import "../../.storybook/storybook.css";
import { BrandProvider, brandFamilyRepresentatives } from "@epr/brand-themes";
import { composeStories } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import * as ButtonStories from "../../packages/ui/src/primitives/Button/Button.stories.js";
import * as CardStories from "../../packages/ui/src/primitives/Card/Card.stories.js";
import * as DataTableStories from "../../packages/ui/src/primitives/DataTable/DataTable.stories.js";
import * as FeedbackBarStories from "../../packages/ui/src/primitives/FeedbackBar/FeedbackBar.stories.js";
import * as RadioStories from "../../packages/ui/src/primitives/RadioGroup/RadioGroup.stories.js";
import * as SectionStories from "../../packages/ui/src/primitives/Section/Section.stories.js";
import * as StepperStories from "../../packages/ui/src/primitives/Stepper/Stepper.stories.js";
import * as TextFieldStories from "../../packages/ui/src/primitives/TextInput/TextField.stories.js";
import { expectScreenshot } from "./sideBySide.js";

const { Variants } = composeStories(ButtonStories);
const { ReadOnly: CardReadOnly } = composeStories(CardStories);
const { Default: Table } = composeStories(DataTableStories);
const { Success, Failure, Notification } = composeStories(FeedbackBarStories);
const { ErrorState: RadioError } = composeStories(RadioStories);
const { Default: Sections } = composeStories(SectionStories);
const { Default: Steps } = composeStories(StepperStories);
const { ErrorState: FieldError } = composeStories(TextFieldStories);

/** One brand per family (enrollment.md §1 groups): the registry's representatives; baselines are named by family. */
const brands = Object.entries(brandFamilyRepresentatives);

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
});

async function show(brand: string, node: ReactNode) {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <BrandProvider
      brandCode={brand}
      className="w-[960px] bg-background p-6 font-brand text-foreground"
      data-testid="shot"
    >
      {node}
    </BrandProvider>,
  );
  await expect.element(page.getByTestId("shot")).toBeVisible();
  await document.fonts.ready;
}

describe.each(brands)("%s family (brand %s)", (family, brand) => {
  test("forms: buttons, field and radio errors, feedback bars, stepper", async () => {
    await show(
      brand,
      <div className="flex flex-col gap-6">
        <Variants />
        <div className="grid grid-cols-2 gap-6">
          <FieldError />
          <RadioError />
        </div>
        <Success />
        <Failure />
        <Notification />
        <Steps />
      </div>,
    );
    await expectScreenshot(page.getByTestId("shot"), `${family}-forms`);
  });

  test("summary: sections, card, table", async () => {
    await show(
      brand,
      <div className="flex flex-col gap-6">
        <CardReadOnly />
        <Sections />
        <Table />
      </div>,
    );
    await expectScreenshot(page.getByTestId("shot"), `${family}-summary`);
  });
});
