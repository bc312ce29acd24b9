import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { tabTo } from "../../testing/cardStories.js";
import { csvFile, dragFiles, fileInput } from "../../testing/fileDrop.js";
import { FileDropZone } from "./FileDropZone.js";

/**
 * A file dropped or chosen, one at a time: the drop zone of the Bulk changes upload and of
 * Reconcile's roster. The zone is a named group and no control; its Choose button is. A file too
 * big or of another kind is refused in the zone; the server's refusal stands above it. The states
 * spread over the four brand families (Harbor 6008, Summit 6012, Meridian 9017, Evergreen 3001).
 */
const meta = {
  title: "Primitives/File drop zone",
  component: FileDropZone,
  args: {
    accept: {
      "text/csv": [".csv"],
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
    },
    maxBytes: 2 * 1024 * 1024,
    onFile: fn(),
    copy: {
      dropTitle: "Drop a roster here",
      dropActive: "Drop the roster to send it",
      choose: "Choose a roster",
      kinds: "An Excel (.xlsx) or CSV (.csv) file. At most {max} MB.",
      wrongType: "“{file}” is not a roster. Choose an Excel (.xlsx) or CSV (.csv) file.",
    },
  },
  decorators: [
    (Story) => (
      <div className="grid max-w-2xl gap-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = (name = "roster.csv", bytes = 64) => csvFile(name, bytes);

/**
 * Harbor (6008), empty: the zone is a group named by its title; the kinds and the limit describe the
 * Choose button, which is reached and pressed by keyboard and opens the hidden input; a chosen file
 * goes to onFile.
 */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Drop a roster here" })).toBeVisible();
    const choose = canvas.getByRole("button", { name: "Choose a roster" });
    await expect(choose).toHaveAccessibleDescription("An Excel (.xlsx) or CSV (.csv) file. At most 2 MB.");
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute("accept", expect.stringContaining(".xlsx"));
    await expect(input).toHaveAttribute("aria-hidden", "true");
    const opened = spyOn(input, "click").mockImplementation(() => {});
    await tabTo(choose);
    await userEvent.keyboard("{Enter}");
    await expect(opened).toHaveBeenCalled();
    opened.mockRestore();
    await userEvent.upload(input, csv());
    await waitFor(() =>
      expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "roster.csv" })),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Summit (6012): a file dragged over the zone changes its title; dropped, it goes to onFile. */
export const Dropped: Story = {
  globals: { brand: "6012" },
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByRole("group", { name: "Drop a roster here" });
    const payroll = csv("payroll.csv");
    dragFiles(zone, [payroll], ["dragenter", "dragover"]);
    await waitFor(() => expect(zone).toHaveTextContent("Drop the roster to send it"));
    await expect(zone).toHaveAttribute("data-drag-active", "true");
    dragFiles(zone, [payroll], ["drop"]);
    await waitFor(() =>
      expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "payroll.csv" })),
    );
  },
};

/**
 * Meridian (9017): a file over the limit is refused in the zone, never handed on: the message is
 * announced (alert) and describes the Choose button; a good file then clears it. A file of another
 * kind is refused with the kinds the zone takes.
 */
export const Refused: Story = {
  globals: { brand: "9017" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), csv("everyone.csv", 3 * 1024 * 1024));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "“everyone.csv” is 3 MB. A file may be at most 2 MB.",
    );
    await expect(canvas.getByRole("button", { name: "Choose a roster" })).toHaveAccessibleDescription(
      expect.stringContaining("“everyone.csv” is 3 MB."),
    );
    await expect(args.onFile).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(canvasElement), csv());
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await expect(args.onFile).toHaveBeenCalledOnce();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(["%PDF"], "roster.pdf", { type: "application/pdf" }),
    );
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "“roster.pdf” is not a roster. Choose an Excel (.xlsx) or CSV (.csv) file.",
    );
    await expect(args.onFile).toHaveBeenCalledOnce();
  },
};

/**
 * Evergreen (3001): the server refused the file: its sentence in a failure bar above the zone and
 * the rows and columns at fault in a table headed by row; another file can be chosen at once.
 */
export const ServerRefusal: Story = {
  globals: { brand: "3001" },
  args: {
    refusal: {
      title: "The roster was refused",
      lead: "“roster.csv” was not compared.",
      message: "2 rows could not be read.",
      next: "Correct the file and upload it again.",
      problems: [
        { row: 3, column: "B (Member ID)", message: "A member ID is letters and digits." },
        { row: 7, column: "E (Tier)", message: "The tier is none we know." },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The roster was refused");
    await expect(alert).toHaveTextContent(
      "“roster.csv” was not compared. 2 rows could not be read. Correct the file and upload it again.",
    );
    await expect(canvasElement.querySelector("[data-refusal-message]")).toHaveTextContent(
      "2 rows could not be read.",
    );
    const table = canvas.getByRole("table", { name: "What is wrong in the file, by row and column" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(within(table).getByRole("rowheader", { name: "7" })).toBeVisible();
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Row", "Column", "Problem"]);
    await expect(canvas.getByRole("button", { name: "Choose a roster" })).toBeEnabled();
  },
};

/** Harbor (6008): disabled while a file is on its way: Choose waits and a drop is not taken. */
export const Disabled: Story = {
  globals: { brand: "6008" },
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Choose a roster" })).toBeDisabled();
    const zone = canvas.getByRole("group", { name: "Drop a roster here" });
    dragFiles(zone, [csv("late.csv")], ["dragenter", "dragover", "drop"]);
    await expect(zone).not.toHaveAttribute("data-drag-active");
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};
