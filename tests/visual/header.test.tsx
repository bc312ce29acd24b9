// The portal header in one brand of each family, wide and at 320 px (a narrow phone): the brand's
// name in the logo must always show whole. Besides the screenshot, the test measures: the name's box
// lies inside the logo and the header, and nothing in the header scrolls sideways. The former logo
// (the name as SVG text in a fixed viewBox) fails the first check wherever the machine's font is
// wider than the viewBox allowed ("Summit Ridge Healt").
import "../../.storybook/storybook.css";
import { BrandProvider, brandFamilyRepresentatives, getBrand } from "@epr/brand-themes";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { BrandBand } from "../../apps/portal/src/components/BrandBand.js";
import { EmployerHeader } from "../../apps/portal/src/components/EmployerHeader.js";
import { expectScreenshot } from "./sideBySide.js";

/** One brand per family (enrollment.md §1 groups): the registry's representatives; baselines are named by family. */
const brands = Object.entries(brandFamilyRepresentatives);
const widths = [
  ["wide", 1024],
  ["320", 320],
] as const;

let root: Root | undefined;
afterEach(async () => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
  await page.viewport(1024, 2200);
});

async function show(brand: string, width: number) {
  await page.viewport(width, 800);
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <MemoryRouter initialEntries={["/employer/home"]}>
      <BrandProvider
        brandCode={brand}
        className="bg-background font-brand text-foreground"
        data-testid="shot"
      >
        <EmployerHeader
          employer={{ clientName: "Northwind Harbor Logistics", clientNumber: "100001" }}
          admin={{ firstName: "Dana", lastName: "Whitfield", viewOnly: true }}
          navItems={[
            { to: "/employer/home", label: "Home" },
            { to: "/employer/manage-employees/find", label: "Find Employee" },
          ]}
          onLogout={() => undefined}
        />
        <div data-testid="band">
          <BrandBand />
        </div>
      </BrandProvider>
    </MemoryRouter>,
  );
  await expect.element(page.getByTestId("shot")).toBeVisible();
  await document.fonts.ready;
}

/** The brand's name shows whole: inside its logo, inside the header, nothing cut or scrolled. */
function expectNameWhole(container: HTMLElement, name: string) {
  const text = [...container.querySelectorAll<Element>("*")].find(
    (el) => el.children.length === 0 && el.textContent === name,
  );
  expect(text, `the brand's name "${name}" is in the logo`).toBeDefined();
  const logo = text?.closest("svg, [data-slot=brand-logo]") as Element;
  const box = text?.getBoundingClientRect() as DOMRect;
  const logoBox = logo.getBoundingClientRect();
  const containerBox = container.getBoundingClientRect();
  expect(box.left, "name starts inside the logo").toBeGreaterThanOrEqual(logoBox.left - 0.5);
  expect(box.right, "name ends inside the logo").toBeLessThanOrEqual(logoBox.right + 0.5);
  expect(box.right, "name ends inside the header").toBeLessThanOrEqual(containerBox.right + 0.5);
  if (text instanceof HTMLElement) {
    expect(text.scrollWidth, "name is not clipped").toBeLessThanOrEqual(text.clientWidth);
  }
  const header = container.firstElementChild as HTMLElement;
  expect(header.scrollWidth, "the header does not scroll sideways").toBeLessThanOrEqual(header.clientWidth);
}

describe.each(brands)("%s family (brand %s)", (family, brand) => {
  test.each(widths)("header and brand band, %s", async (label, width) => {
    await show(brand, width);
    const name = getBrand(brand).displayName;
    expectNameWhole(document.querySelector("header") as HTMLElement, name);
    expectNameWhole(document.querySelector("[data-testid=band] header") as HTMLElement, name);
    await expectScreenshot(page.getByTestId("shot"), `${family}-header-${label}`);
  });
});
