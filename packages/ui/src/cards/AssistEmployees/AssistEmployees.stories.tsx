import { copyFor } from "@epr/brand-themes";
import { assistMessages, documentListingFor } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { AssistEmployeesLanding } from "./AssistEmployeesLanding.js";
import {
  ADOBE_READER_URL,
  PlanDocumentList,
  type PlanDocumentListProps,
  type PlanDocumentRow,
} from "./PlanDocumentList.js";
import { SbcDownloadModal, sbcDownloadCopy } from "./SbcDownloadModal.js";

const booklets: PlanDocumentRow[] = [
  {
    id: "BK-100100-MED-2026",
    planName: "PPO Choice 1",
    groupNumber: "100100",
    groupName: "Northwind Salaried Plan",
    effectiveDate: "01/01/2026",
    href: "#bk-1",
    attachments: [
      { id: "IN-1", title: "Mental Health Parity Insert", href: "#in-1", effectiveDate: "01/01/2026" },
    ],
  },
  {
    id: "BK-100107-MED-2026",
    planName: "HMO Choice 2",
    groupNumber: "100107",
    groupName: "Northwind Hourly Plan",
    effectiveDate: "01/01/2026",
    href: "#bk-2",
    attachments: [],
  },
];

/** The listing with its filter held, as a page holds it. */
function Listing(props: Omit<PlanDocumentListProps, "filter" | "onFilterChange">) {
  const [filter, setFilter] = useState("");
  return <PlanDocumentList {...props} filter={filter} onFilterChange={setFilter} />;
}

/**
 * Document listings (assist-employees.md §2.4, §2.5, §8): the not-available messages differ by
 * brand (SBC: Harbor gives its numbers; group contracts: 6010 its own text), so those stories name
 * their brands.
 */
const meta = {
  title: "Cards/Assist employees/Plan documents",
  component: Listing,
  args: {
    listing: documentListingFor("bene-books"),
    rows: booklets,
    notAvailable: assistMessages.bookletsNotAvailable,
  },
} satisfies Meta<typeof Listing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): booklets with inserts; the filter by plan name or group number changes the count's wording. */
export const Booklets: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("2 booklets")).toBeVisible();
    // Each link names its plan, group and date: the same insert is listed under several plans.
    const insert = "Mental Health Parity Insert of PPO Choice 1, group 100100, effective 01/01/2026";
    await expect(canvas.getByRole("link", { name: insert })).toHaveAttribute("href", "#in-1");
    await expect(canvas.getByRole("link", { name: /Get Adobe Reader/ })).toHaveAttribute(
      "href",
      ADOBE_READER_URL,
    );
    const find = canvas.getByRole("searchbox", { name: "Find Booklets" });
    await userEvent.type(find, "hmo");
    await expect(canvas.getByText("1 booklet")).toBeVisible();
    await userEvent.clear(find);
    await userEvent.type(find, "100100");
    await expect(
      canvas.getByRole("link", { name: "PPO Choice 1, group 100100, effective 01/01/2026" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /^HMO Choice 2/ })).toBeNull();
  },
};

/** Summit (6010): no contract found gives 6010's own message. */
export const ContractsNotFound6010: Story = {
  globals: { brand: "6010" },
  args: {
    listing: documentListingFor("group-contracts"),
    rows: [],
    notAvailable: copyFor("6010", "groupContractsNotFound"),
    newWindow: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0 contracts")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(/master group contract cannot be located/);
  },
};

/**
 * Meridian (9017): contracts open in a new window, riders too; E-mail asks for the group's contracts,
 * once per group however many years of its contracts are listed.
 */
export const ContractsNewWindow: Story = {
  globals: { brand: "9017" },
  args: {
    listing: documentListingFor("group-contracts"),
    rows: ["2026", "2025"].map((year) => ({
      ...booklets[0],
      id: `GC-100100-${year}`,
      planName: "PPO Choice 1 Group Contract",
      effectiveDate: `01/01/${year}`,
    })) as PlanDocumentRow[],
    notAvailable: copyFor("9017", "groupContractsNotFound"),
    newWindow: true,
    onEmail: fn(),
    attachmentsLabel: "Riders and addendums",
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText("2 contracts")).toBeVisible();
    const link = canvas.getByRole("link", {
      name: "PPO Choice 1 Group Contract, group 100100, effective 01/01/2025 (opens in a new window)",
    });
    await expect(link).toHaveAttribute("target", "_blank");
    for (const insert of canvas.getAllByRole("link", { name: /Mental Health Parity Insert/ }))
      await expect(insert).toHaveAttribute("target", "_blank");
    await expect(canvas.getAllByRole("button", { name: /E-mail group 100100/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: /E-mail group 100100/ }));
    await expect(args.onEmail).toHaveBeenCalledWith("100100");
  },
};

/** Harbor (6009): SBC rows open through the download; none found gives Harbor's numbers. */
export const SbcHarbor: Story = {
  globals: { brand: "6009" },
  args: {
    listing: documentListingFor("summary-of-benes"),
    rows: booklets.map(({ href: _href, ...r }) => r),
    notAvailable: copyFor("6009", "sbcNotAvailable"),
    onOpen: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText("2 SBCs")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: "PPO Choice 1, group 100100, effective 01/01/2026" }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ groupNumber: "100100" }));
  },
};

/** Evergreen (3001): no SBC found gives the default contact text. */
export const SbcNoneFound: Story = {
  globals: { brand: "3001" },
  args: {
    listing: documentListingFor("summary-of-benes"),
    rows: [],
    notAvailable: copyFor("3001", "sbcNotAvailable"),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0 SBCs")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(/Customer Service or your Account Executive/);
  },
};

/** Evergreen (9018): no preventive medication list for the client gives the §8 sentence. */
export const PreventiveNotAvailable: Story = {
  globals: { brand: "9018" },
  args: {
    listing: documentListingFor("preventive-medications"),
    rows: [],
    notAvailable: assistMessages.preventiveMedicationsUnavailable,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Find Lists" })).toBeVisible();
    await expect(canvas.getByText("0 lists")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      assistMessages.preventiveMedicationsUnavailable,
    );
  },
};

/** Harbor (6008): while the SBC metadata sequence runs, the count waits and no notice shows yet. */
export const SbcLooking: Story = {
  globals: { brand: "6008" },
  args: {
    listing: documentListingFor("summary-of-benes"),
    rows: [],
    loading: true,
    notAvailable: copyFor("6008", "sbcNotAvailable"),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Looking for documents…")).toBeVisible();
    await expect(canvas.queryByText(copyFor("6008", "sbcNotAvailable"))).toBeNull();
  },
};

/** Summit (6011): an unrecognised calling page alerts (§8). */
export const UnrecognisedCallingPage: Story = {
  globals: { brand: "6011" },
  args: { listing: documentListingFor("summary") },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(assistMessages.callingPageNotRecognized);
    await expect(canvas.queryByRole("searchbox")).toBeNull();
  },
};

/** Harbor (6008): the landing's four sections, each a named region. */
export const Landing: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  render: () => (
    <AssistEmployeesLanding
      sections={[
        { title: "Employee Resources", links: [{ href: "#bk", label: "Benefit Booklets" }] },
        { title: "Providers", links: [{ href: "#vision", label: "Vision Provider" }] },
        { title: "Spending Account", links: [{ href: "#spend", label: "Spending Accounts" }] },
        {
          title: "Educational Tools",
          links: [{ href: "https://example.com/glossary", label: "Glossary", newWindow: true }],
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    for (const name of ["Employee Resources", "Providers", "Spending Account", "Educational Tools"])
      await expect(canvas.getByRole("region", { name })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Glossary (opens in a new window)" })).toHaveAttribute(
      "target",
      "_blank",
    );
  },
};

/** Harbor (6008): the download modal traps focus and closes by itself (§9: after 3 s), focus back on the opener. */
export const SbcDownload: Story = {
  globals: { brand: "6008" },
  render: () => (
    <ModalHarness trigger="PPO Choice 1">
      {(open, close) => <SbcDownloadModal open={open} planName="PPO Choice 1" onClose={close()} />}
    </ModalHarness>
  ),
  play: async (context) => {
    const { dialog, trigger } = await openModal(context, "PPO Choice 1", sbcDownloadCopy.title, "dialog");
    await expect(dialog).toHaveAccessibleDescription(`PPO Choice 1: ${sbcDownloadCopy.text}`);
    await expectFocusTrapped(dialog, context.userEvent);
    await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: 6000 });
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};
