import { createRequire } from "node:module";
import { dirname } from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, mergeConfig } from "vite";

const require = createRequire(import.meta.url);
const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * One Storybook for every package of the design system. Stories import workspace packages from
 * their TypeScript source (the "@epr/source" export condition), and Tailwind v4 runs as a Vite
 * plugin over `storybook.css`, which `@source`s the packages.
 */
const config: StorybookConfig = {
  // The design system's stories: foundations, primitives, cards and modals (packages/ui/src/{primitives,cards,modals}),
  // and the brands. The portal has no components of its own to show: it composes the cards.
  stories: ["../packages/*/src/**/*.mdx", "../packages/*/src/**/*.stories.@(ts|tsx)"],
  addons: [pkg("@storybook/addon-docs"), pkg("@storybook/addon-a11y"), pkg("@storybook/addon-vitest")],
  framework: { name: pkg("@storybook/react-vite"), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ["@epr/source", ...defaultClientConditions] },
      // Pre-bundled up front so the test run never reloads when it meets them.
      optimizeDeps: {
        include: [
          "@radix-ui/react-dialog",
          "@radix-ui/react-popover",
          "@radix-ui/react-slot",
          "@radix-ui/react-tabs",
          "class-variance-authority",
          "clsx",
          "tailwind-merge",
          "react-hook-form",
          "@hookform/resolvers/zod",
          "zod/mini",
          "date-fns",
          "react-day-picker",
          "react",
          "react-dom",
          "react-dom/client",
          "react/jsx-runtime",
          "react/jsx-dev-runtime",
        ],
      },
    });
  },
};

export default config;
