import { sessionMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { type EnrollmentReportItem, ReportsLandingCard } from "./ReportsLandingCard.js";

/** Twelve yearly reports: the table shows 10 a page (session-and-admin.md §9). */
const reports: EnrollmentReportItem[] = Array.from({ length: 12 }, (_, i) => ({
  reportType: "Enrollment Report",
  taxYear: String(2026 - i),
  lastRunDate: `${2026 - i}-11-01`,
  fileType: "xlsx",
  reportFile: `enrollment-report-${2026 - i}.xlsx`,
}));

const everything = { enrollment: true, census: true, wellness: true, medeAnalytics: true, atHand: true };

/**
 * The reports landing (session-and-admin.md §2 /reports, §6, §8). One story per brand family.
 */
const meta = {
  title: "Cards/Reports/Reports landing",
  component: ReportsLandingCard,
  args: {
    mode: "edit",
    access: everything,
    reports,
    notice: null,
    fileUrl: (file: string) => `#${file}`,
    atHandUrl: "https://reportsathand.example/",
    renderLink: (to, children) => <a href={`#${to}`}>{children}</a>,
    onMedeAnalytics: fn(),
  },
} satisfies Meta<typeof ReportsLandingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): every report, 10 rows a page, each with Download; Mede Analytics signs on. */
export const EveryReport: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole("link", { name: /^Download Enrollment Report/ })).toHaveLength(10);
    await expect(canvas.getByRole("link", { name: /Reports at Hand/ })).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("link", { name: "Census Report" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /Mede Analytics/ }));
    await expect(args.onMedeAnalytics).toHaveBeenCalledTimes(1);
  },
};

/** Summit (6011): 100212 without Mede Analytics or Reports at Hand shows the spec's notice. */
export const NotAvailable: Story = {
  globals: { brand: "6011" },
  args: {
    reports: [],
    notice: sessionMessages.enrollmentReportsUnavailable,
    access: { ...everything, medeAnalytics: false, atHand: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(sessionMessages.enrollmentReportsUnavailable);
    await expect(canvas.queryByRole("button", { name: /Mede Analytics/ })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /Reports at Hand/ })).toBeNull();
  },
};

/** Meridian (9017): enrollment reports only; no census or wellness link without their entitlements. */
export const EnrollmentOnly: Story = {
  globals: { brand: "9017" },
  args: { access: { enrollment: true, census: false, wellness: false, medeAnalytics: false, atHand: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Census Report" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Wellness Taxation Report" })).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Other Reports" })).toBeNull();
  },
};

/** Evergreen (default): the read-only display lists the reports without Download or links. */
export const ReadOnly: Story = {
  globals: { brand: "default" },
  args: { mode: "read" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("rowheader")[0]).toHaveTextContent("Enrollment Report");
    await expect(canvas.queryByRole("link", { name: /^Download/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Mede Analytics/ })).toBeNull();
  },
};
