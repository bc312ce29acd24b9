import { mnloaMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { defaultMnloaCardCopy, MnloaCard } from "./MnloaCard.js";

const student = { name: "Kim Lindqvist", relationshipCode: "02", dependentStatus: "M" };
const questions = defaultMnloaCardCopy.questions;

/** All three answered Yes, a start date and the certification: a valid record. */
const filled = {
  sufferingFrom: true,
  absenceNecessary: true,
  noticePhysician: true,
  startDate: "09/01/2026",
  certify: true,
};

/**
 * The MNLOA card of a full-time student dependent on medical leave (enrollment.md §5 MNLOA). The rules
 * do not differ by brand; the stories show them across the brand families' themes. Every message is
 * @epr/forms'.
 */
const meta = {
  title: "Cards/Enrollment/MNLOA",
  component: MnloaCard,
  args: {
    mode: "edit",
    participant: student,
    mayEdit: true,
    onEdit: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MnloaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = "Save";
/** The error summary once it is on screen (it renders after the submit's validation settles). */
const summaryOf = (root: HTMLElement) =>
  waitFor(() => {
    const summary = root.querySelector<HTMLElement>("[data-slot=error-summary]");
    if (!summary) throw new Error("The error summary is not shown yet.");
    return summary;
  });
type Canvas = Pick<ReturnType<typeof within>, "getByRole">;
const question = (canvas: Canvas, text: string) => canvas.getByRole("group", { name: text });

/** Harbor (6008), empty: Save lists every required answer, focuses the summary; a link focuses the certify box. */
export const Empty: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { name: "MNLOA: Kim Lindqvist" })).toBeVisible();
    await expect(canvas.getByText("Son or Daughter · Full-Time Student-MNLOA")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary);
    // Three questions and the certify box are required; the start date must be a date.
    await expect(links.getAllByRole("link", { name: summaryLink(mnloaMessages.required) })).toHaveLength(4);
    await expect(links.getByRole("link", { name: summaryLink(mnloaMessages.startDate) })).toBeVisible();
    const certifyLink = links.getAllByRole("link", { name: summaryLink(mnloaMessages.certify) }).at(-1);
    if (!certifyLink) throw new Error("No certify link.");
    await userEvent.click(certifyLink);
    const certify = canvas.getByRole("checkbox");
    await expect(certify).toHaveFocus();
    await expect(certify).toHaveAttribute("aria-invalid", "true");
    await expect(certify).toHaveAccessibleDescription(`Error: ${mnloaMessages.certify}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor (6009): answering Yes to all three, a start date and the certification saves @epr/forms' output. */
export const Filled: Story = {
  tags: ["visual"],
  globals: { brand: "6009" },
  play: async ({ canvas, userEvent, args }) => {
    for (const text of Object.values(questions)) {
      await userEvent.click(within(question(canvas, text)).getByRole("radio", { name: "Yes" }));
    }
    const start = canvas.getByRole("textbox", { name: /^Leave of Absence Start Date/ });
    await userEvent.type(start, "09012026");
    await userEvent.click(canvas.getByRole("checkbox"));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ certify: true })),
    );
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      sufferingFrom: true,
      absenceNecessary: true,
      noticePhysician: true,
      startDate: "09/01/2026",
      certify: true,
    });
  },
};

/** Meridian (9017): a No answer is refused with the all-Yes message on that question; Yes clears it. */
export const NotAllYes: Story = {
  globals: { brand: "9017" },
  args: { values: { ...filled, absenceNecessary: false } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getAllByRole("link")).toHaveLength(1);
    await userEvent.click(links.getByRole("link", { name: summaryLink(mnloaMessages.allYes) }));
    const absence = question(canvas, questions.absenceNecessary);
    // The link focuses the question's first option, as every radio group's does.
    await expect(within(absence).getByRole("radio", { name: "Yes" })).toHaveFocus();
    await expect(within(absence).getByRole("radio", { name: "No" })).toBeChecked();
    await expect(absence).toHaveAccessibleDescription(`Error: ${mnloaMessages.allYes}`);
    await userEvent.click(within(absence).getByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(canvas.queryByText(mnloaMessages.allYes)).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Evergreen (3001): the start date may be no later than 01/01/2500. */
export const StartDateLimit: Story = {
  globals: { brand: "3001" },
  args: { values: { ...filled, startDate: "01/02/2500" } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getByRole("link", { name: summaryLink(mnloaMessages.startDate) })).toBeVisible();
    const start = canvas.getByRole("textbox", { name: /^Leave of Absence Start Date/ });
    await userEvent.clear(start);
    await userEvent.type(start, "01012500");
    await waitFor(() => expect(start).not.toHaveAttribute("aria-invalid"));
    await userEvent.click(canvas.getByRole("button", { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ startDate: "01/01/2500" })),
    );
  },
};

/** Meridian (9018): every answer Yes but the certification box unchecked is refused. */
export const NotCertified: Story = {
  globals: { brand: "9018" },
  args: { values: { ...filled, certify: false } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: save }));
    const links = within(await summaryOf(canvasElement));
    await expect(links.getAllByRole("link")).toHaveLength(1);
    const certify = canvas.getByRole("checkbox");
    await expect(certify).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(certify);
    await waitFor(() => expect(certify).not.toHaveAttribute("aria-invalid"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summit (6012), read-only: the answers, the start date, the certification; Edit. */
export const ReadOnly: Story = {
  tags: ["visual"],
  globals: { brand: "6012" },
  args: { mode: "read", values: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("radio")).toBeNull();
    await expect(canvas.getByText(questions.sufferingFrom).nextElementSibling).toHaveTextContent("Yes");
    await expect(canvas.getByText("Leave of Absence Start Date").nextElementSibling).toHaveTextContent(
      "09/01/2026",
    );
    await expect(canvas.getByText("Certified").nextElementSibling).toHaveTextContent("Yes");
    await userEvent.click(canvas.getByRole("button", { name: "Edit MNLOA: Kim Lindqvist" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Summit (6010), read-only without the right to modify: no Edit; unanswered questions show dashes. */
export const ReadOnlyViewOnly: Story = {
  globals: { brand: "6010" },
  args: { mode: "read", values: {}, mayEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Edit/ })).toBeNull();
    await expect(canvas.getByText(questions.noticePhysician).nextElementSibling).toHaveTextContent("—");
    await expect(canvas.getByText("Certified").nextElementSibling).toHaveTextContent("No");
  },
};
