import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { tabTo } from "../../testing/cardStories.js";
import { csvFile, dragFiles, fileInput } from "../../testing/fileDrop.js";
import { BulkUploadCard, type BulkUploadState } from "./BulkUploadCard.js";

/**
 * Bulk changes, upload (eligibility in bulk: the administrator's journey, Upload). No wording
 * differs by brand; the states spread over the four brand families (Harbor 6008, Summit 6012,
 * Meridian 9017, Evergreen 3001) for their themes.
 */
const meta = {
  title: "Cards/Bulk changes/Bulk upload",
  component: BulkUploadCard,
  args: { onFile: fn(), onDownloadTemplate: fn() },
} satisfies Meta<typeof BulkUploadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = (name = "census.csv", bytes = 64) => csvFile(name, bytes);

/**
 * Harbor (6008), empty: the kinds of file and the limit are said and tie to the Choose button; the
 * button is reached and pressed by keyboard and opens the file input; the chosen file goes to onFile;
 * the template is asked for by keyboard too.
 */
export const Empty: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Upload a file" })).toBeVisible();
    const choose = canvas.getByRole("button", { name: "Choose a file" });
    await expect(choose).toHaveAccessibleDescription(
      "An Excel (.xlsx) or CSV (.csv) census, or an X12 834 enrollment file (.txt, .edi or .834). At most 20 MB.",
    );
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute("accept", expect.stringContaining(".834"));
    const opened = spyOn(input, "click").mockImplementation(() => {});
    await tabTo(choose);
    await userEvent.keyboard("{Enter}");
    await expect(opened).toHaveBeenCalled();
    opened.mockRestore();
    await userEvent.upload(input, csv());
    await waitFor(() =>
      expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "census.csv" })),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
    const template = canvas.getByRole("button", {
      name: "Download the census template for this client (.xlsx)",
    });
    await tabTo(template);
    await userEvent.keyboard("{Enter}");
    await expect(args.onDownloadTemplate).toHaveBeenCalledOnce();
  },
};

/** Summit (6012): an 834 dropped on the zone goes to onFile (its type unknown to the browser, its name says). */
export const DropAn834: Story = {
  globals: { brand: "6012" },
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByRole("group", { name: "Drop a file here" });
    const feed = new File(["ISA*00*"], "carrier-feed.834", { type: "" });
    dragFiles(zone, [feed], ["dragenter", "dragover"]);
    await waitFor(() => expect(zone).toHaveTextContent("Drop the file to upload it"));
    dragFiles(zone, [feed], ["drop"]);
    await waitFor(() =>
      expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "carrier-feed.834" })),
    );
  },
};

/**
 * Meridian (9017): a file over 20 MB is refused in the card, never uploaded: the message is
 * announced (alert) and describes the Choose button; a good file then clears it.
 */
export const RefusedTooBig: Story = {
  globals: { brand: "9017" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), csv("everyone.csv", 21 * 1024 * 1024));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(
      "“everyone.csv” is 21 MB. A file may be at most 20 MB: split it and upload each part.",
    );
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toHaveAccessibleDescription(
      expect.stringContaining("“everyone.csv” is 21 MB."),
    );
    await expect(args.onFile).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(canvasElement), csv());
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await expect(args.onFile).toHaveBeenCalledOnce();
  },
};

/** Evergreen (3001): a file of another kind (a PDF) is refused in the card with the kinds it reads. */
export const RefusedWrongType: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(["%PDF"], "roster.pdf", { type: "application/pdf" }),
    );
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "“roster.pdf” is not a file an import reads. Choose an .xlsx or .csv census, or an X12 834 (.txt, .edi or .834).",
    );
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** Harbor (6008): while the file uploads, a progress bar with its value and a polite status; Choose waits. */
export const Uploading: Story = {
  globals: { brand: "6008" },
  args: { state: { kind: "working", stage: "uploading", fileName: "census.xlsx", percent: 45 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Progress of “census.xlsx”" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(canvas.getByRole("status")).toHaveTextContent("Uploading “census.xlsx”: 45%");
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toBeDisabled();
  },
};

/** Summit (6012): a page that follows the stages: uploading, reading the rows, judging them. */
export const ReadingThenJudging: Story = {
  globals: { brand: "6012" },
  render: function Render(args) {
    const stages: BulkUploadState[] = [
      { kind: "working", stage: "reading", fileName: "feed.834", done: 12000, total: 50000 },
      { kind: "working", stage: "judging", fileName: "feed.834", done: 40000, total: 50000 },
    ];
    const [step, setStep] = useState(0);
    return (
      <>
        <BulkUploadCard {...args} state={stages[step]} />
        <button type="button" onClick={() => setStep(1)}>
          Next stage
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "24");
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Reading “feed.834”: 12,000 of 50,000 rows");
    await userEvent.click(canvas.getByRole("button", { name: "Next stage" }));
    await expect(bar).toHaveAttribute("aria-valuenow", "80");
    // The same live region, updated: a screen reader announces the new stage.
    await expect(canvas.getByRole("status")).toBe(status);
    await expect(status).toHaveTextContent("Checking rows against this client's rules: 40,000 of 50,000");
  },
};

/**
 * Evergreen (3001), a file of one row, as the page follows it: read by the server with no count yet,
 * then counted; each count of one says "row", not "rows".
 */
export const OneRowFile: Story = {
  globals: { brand: "3001" },
  render: function Render(args) {
    const stages: BulkUploadState[] = [
      { kind: "working", stage: "reading", fileName: "one.csv" },
      { kind: "working", stage: "reading", fileName: "one.csv", done: 1 },
      { kind: "working", stage: "reading", fileName: "one.csv", done: 0, total: 1 },
      { kind: "working", stage: "judging", fileName: "one.csv", done: 0, total: 1 },
      { kind: "working", stage: "reading", fileName: "two.csv", done: 2 },
    ];
    const [step, setStep] = useState(0);
    return (
      <>
        <BulkUploadCard {...args} state={stages[step]} />
        <button type="button" onClick={() => setStep((s) => s + 1)}>
          Next stage
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    const next = canvas.getByRole("button", { name: "Next stage" });
    await expect(status).toHaveTextContent(/^Reading “one\.csv”…$/);
    await userEvent.click(next);
    await expect(status).toHaveTextContent("Reading “one.csv”: 1 row so far");
    await userEvent.click(next);
    await expect(status).toHaveTextContent(/^Reading “one\.csv”: 0 of 1 row$/);
    await userEvent.click(next);
    await expect(status).toHaveTextContent("Checking the row against this client's rules: 0 of 1");
    await userEvent.click(next);
    await expect(status).toHaveTextContent("Reading “two.csv”: 2 rows so far");
  },
};

/**
 * Meridian (9017): the server refused a malformed 834 — its segment's number and id and what is
 * wrong, announced; another file can be chosen at once.
 */
export const Malformed834: Story = {
  globals: { brand: "9017" },
  args: {
    state: {
      kind: "refused",
      fileName: "carrier-feed.834",
      segment: { number: 7, id: "INS" },
      message: "INS03 (maintenance type) must be 001, 021, 024, 025 or 030; it is 099.",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The file was refused");
    await expect(alert).toHaveTextContent(
      "“carrier-feed.834” was not imported and nothing changed. Segment 7 (INS): INS03 (maintenance type) must be 001, 021, 024, 025 or 030; it is 099.",
    );
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toBeEnabled();
  },
};

/** Evergreen (3001): the template is being made: its button waits (busy), the rest of the card works. */
export const TemplatePreparing: Story = {
  globals: { brand: "3001" },
  args: { templateBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const template = canvas.getByRole("button", {
      name: "Download the census template for this client (.xlsx)",
    });
    await expect(template).toBeDisabled();
    await expect(template).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toBeEnabled();
  },
};
