import { BrandProvider, noticeWording } from "@epr/brand-themes";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CoverageNotice, type CoverageNoticeItem } from "./CoverageNotice.js";

afterEach(cleanup);

const defaultWording =
  "You must enroll in at least one product, or return to the Subscriber page to waive coverage.";
const wording6012 =
  "Please select at least one product to enroll, or return to the subscriber page to waive coverage.";

describe("CoverageNotice (enrollment.md §5 Coverage notices, §8)", () => {
  it.each([
    ["6008", defaultWording],
    ["6011", defaultWording],
    ["6012", wording6012],
    ["9017", defaultWording],
    ["3001", defaultWording],
  ])("brand %s, no product selected: %s", (brand, text) => {
    render(
      <BrandProvider brandCode={brand}>
        <CoverageNotice open notices={[{ key: "noProductSelected" }]} onClose={vi.fn()} />
      </BrandProvider>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "IMPORTANT" });
    expect(dialog.textContent).toContain(text);
  });

  it.each<[CoverageNoticeItem, string]>([
    [
      { key: "productWithNoMembers", product: "Gold PPO" },
      "In order to enroll in Gold PPO coverage, at least one participant must be selected.",
    ],
    [
      { key: "genericError" },
      "We apologize, but there seems to be an error with this page. Please try again later.",
    ],
  ])("%o reads %s", (notice, text) => {
    render(<CoverageNotice open notices={[notice]} onClose={vi.fn()} />);
    expect(screen.getByRole("alertdialog").textContent).toContain(text);
  });

  it("the wording prop wins over the brand record", () => {
    render(
      <BrandProvider brandCode="6008">
        <CoverageNotice
          open
          notices={[{ key: "noProductSelected" }]}
          wording={noticeWording("6012")}
          onClose={vi.fn()}
        />
      </BrandProvider>,
    );
    expect(screen.getByRole("alertdialog").textContent).toContain(wording6012);
  });

  it("lists several notices; OK and Escape call onClose", async () => {
    const onClose = vi.fn();
    render(
      <CoverageNotice
        open
        notices={[
          { key: "productWithNoMembers", product: "Gold PPO" },
          { key: "productWithNoMembers", product: "Dental Plus" },
        ]}
        onClose={onClose}
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
