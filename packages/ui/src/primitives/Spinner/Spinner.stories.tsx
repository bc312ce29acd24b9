import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton, SkeletonText } from "../Skeleton/Skeleton.js";
import { Spinner } from "./Spinner.js";

const meta = {
  title: "Primitives/Spinner and skeleton",
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { label: "Loading employee summary", size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading employee summary");
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" />
      <Spinner size="md" label={null} />
      <Spinner size="lg" label={null} />
    </div>
  ),
};

/** Skeleton placeholders for a loading card. */
export const SkeletonCard: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-3 rounded-card border border-input p-card">
      <Skeleton className="h-6 w-1/2" />
      <SkeletonText lines={3} label="Loading dependents" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading dependents");
  },
};
