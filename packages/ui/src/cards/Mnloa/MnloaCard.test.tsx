import { mnloaMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultMnloaCardCopy, MnloaCard, type MnloaCardProps } from "./MnloaCard.js";

afterEach(cleanup);

const setup = (props: Partial<MnloaCardProps> = {}) => {
  const onSubmit = vi.fn();
  render(
    <MnloaCard
      mode="edit"
      participant={{ name: "Kim Lind", relationshipCode: "02", dependentStatus: "M" }}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe("MnloaCard (enrollment.md §5 MNLOA)", () => {
  it.each([
    [[true, true, true], 0],
    [[false, true, true], 1],
    [[true, false, false], 2],
    [[false, false, false], 3],
  ])("answers %o give %i all-Yes messages", async (answers, count) => {
    const [sufferingFrom, absenceNecessary, noticePhysician] = answers;
    const { onSubmit, user } = setup({
      values: { sufferingFrom, absenceNecessary, noticePhysician, startDate: "09/01/2026", certify: true },
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    if (count === 0) {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      return;
    }
    await waitFor(() =>
      expect(
        screen.getAllByRole("link", { name: (name) => name.endsWith(mnloaMessages.allYes) }),
      ).toHaveLength(count),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes the brand's wording of a question", () => {
    setup({
      copy: { questions: { ...defaultMnloaCardCopy.questions, sufferingFrom: "Is the student ill?" } },
    });
    expect(screen.getByRole("group", { name: /^Is the student ill\?/ })).toBeDefined();
    expect(
      screen.getByRole("group", {
        name: new RegExp(`^${defaultMnloaCardCopy.questions.noticePhysician.replace(/[?']/g, ".")}`),
      }),
    ).toBeDefined();
  });
});
