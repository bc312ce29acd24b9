import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BrandLogo, familyLogos } from "./BrandLogo.js";
import { useBrand, useCopy } from "./BrandProvider.js";
import { defaultCopy } from "./copy.js";
import { families } from "./families.js";
import { palette } from "./palette.js";
import type { ColorTokens } from "./tokens.js";

function Tokens() {
  const brand = useBrand();
  const entries = Object.entries(brand.tokens.color) as [keyof ColorTokens, keyof typeof palette][];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4 rounded-card bg-header p-4 text-header-foreground">
        <BrandLogo />
        <span>
          Brand {brand.code} · family {brand.family}
        </span>
      </div>
      <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0 sm:grid-cols-4">
        {entries.map(([name, ref]) => (
          <li key={name} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-8 shrink-0 rounded-control border border-input"
              style={{ background: `var(--epr-${name})` }}
            />
            <span className="text-sm">
              <strong>{name}</strong>
              <br />
              {ref} {palette[ref]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: "Foundations/Brand themes",
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current brand's tokens (switch brands in the toolbar). */
export const TokensOfBrand: Story = {
  play: async ({ canvasElement, globals }) => {
    const wrapper = canvasElement.querySelector("[data-brand]");
    await expect(wrapper).toHaveAttribute(
      "data-brand",
      globals.brand === undefined ? "6008" : String(globals.brand),
    );
  },
};

/** A brand pinned with a global: 6012 (Summit family). */
export const Summit6012: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Brand 6012 · family summit")).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: "Summit Ridge Health" })).toBeInTheDocument();
  },
};

/** One logo per family (fictional marks). */
export const Logos: Story = {
  render: () => (
    <ul className="m-0 flex list-none flex-col gap-4 p-0">
      {Object.values(families).map((f) => {
        const Logo = familyLogos[f.id];
        return (
          <li key={f.id} className="text-primary">
            <Logo />
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(4);
  },
};

function CopyTable() {
  const t = useCopy();
  const brand = useBrand();
  return (
    <table className="w-full border-collapse">
      <caption className="text-start font-bold">Copy of brand {brand.code}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-start">
            Key
          </th>
          <th scope="col" className="text-start">
            Text
          </th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(defaultCopy) as (keyof typeof defaultCopy)[]).map((key) => (
          <tr key={key} className="border-border border-t">
            <th scope="row" className="py-1 pe-4 text-start align-top font-mono text-sm">
              {key}
            </th>
            <td className="py-1">{t(key)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every brand-specific message for the current brand. */
export const Copy: Story = {
  render: () => <CopyTable />,
  globals: { brand: "6009" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("row", { name: /memberIdHeading/ })).toHaveTextContent("Member ID/SSN");
    await expect(canvas.getByRole("row", { name: /memberIdHeading/ })).not.toHaveTextContent(
      "Client-Assigned",
    );
  },
};
