import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VisionProvider } from "./VisionProvider.js";

const page = `data:text/html,${encodeURIComponent("<!doctype html><html lang='en'><title>Directory</title><h1>Vision provider directory</h1></html>")}`;

/** The vision provider page (assist-employees.md §2.8): a frame for IFRAME, else a link; the same words in every brand. */
const meta = {
  title: "Cards/Providers/Vision provider",
  component: VisionProvider,
  args: {
    url: page,
    operation: "IFRAME",
    hospitalQualityUrl: "https://hospitalquality.example/compare?brand=6008",
  },
} satisfies Meta<typeof VisionProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** IFRAME: the partner's page embedded, named for screen readers. */
export const Embedded: Story = {
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector("iframe");
    await expect(frame).toHaveAttribute("title", "Vision provider directory");
    await expect(frame).toHaveAttribute("src", page);
    await expect(
      within(canvasElement).getByRole("link", { name: /Compare hospital quality/ }),
    ).toHaveAttribute("target", "_blank");
  },
};

/** Any other operation: a link to the partner in a new window, no frame. */
export const NewWindow: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { url: "https://vision.example/find?brand=3001", operation: "NEW_WINDOW", hospitalQualityUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(
      within(canvasElement).getByRole("link", { name: /Open the vision provider directory/ }),
    ).toHaveAttribute("href", "https://vision.example/find?brand=3001");
  },
};
