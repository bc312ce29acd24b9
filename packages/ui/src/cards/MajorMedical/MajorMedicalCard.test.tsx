import { buildMajorMedicalLines } from "@epr/domain";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MajorMedicalCard, type MajorMedicalSubmit, majorMedicalProductLabel } from "./MajorMedicalCard.js";

afterEach(cleanup);

const products = [
  { productId: "FA-1", lineOfBusiness: "FA" },
  { productId: "MM-1", lineOfBusiness: "MM", productName: "Major Medical 500" },
];
const participants = [
  { key: "subscriber", name: "Jordan Lind" },
  { key: "d1", name: "Kim Lind", relationshipCode: "02" },
];

describe("majorMedicalProductLabel (enrollment.md §3 product names)", () => {
  it.each([
    [{ productId: "X", lineOfBusiness: "FA" }, "FA Facility"],
    [{ productId: "X", lineOfBusiness: "PR" }, "PR Professional"],
    [{ productId: "X", lineOfBusiness: "MM" }, "MM Major Medical"],
    [{ productId: "X", lineOfBusiness: "MM", productName: "Major Medical 500" }, "Major Medical 500"],
    [{ productId: "X", lineOfBusiness: "PPO" }, "X"],
  ])("%o → %s", (product, label) => {
    expect(majorMedicalProductLabel(product)).toBe(label);
  });
});

describe("MajorMedicalCard (enrollment.md §4 Major medical)", () => {
  it("works by keyboard, and its submit rebuilds MEDICAL lines through @epr/domain", async () => {
    const onSubmit = vi.fn<(value: MajorMedicalSubmit) => void>();
    render(
      <MajorMedicalCard products={products} participants={participants} mode="edit" onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    const subscriberBox = screen.getByRole("checkbox", { name: "FA Facility: Jordan Lind" });
    const dependentBox = screen.getByRole("checkbox", { name: "FA Facility: Kim Lind" });
    expect(dependentBox).toHaveProperty("disabled", true);
    subscriberBox.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(dependentBox).toHaveProperty("disabled", false));
    dependentBox.focus();
    await user.keyboard(" ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const submitted = onSubmit.mock.calls[0]?.[0];
    expect(submitted?.categories).toEqual({ "FA-1": "E1D", "MM-1": null });
    const lines = buildMajorMedicalLines(submitted?.selection ?? {}, products, { d1: "02" }, "07/01/2026");
    expect(
      lines.d1?.map((line) => [line.lineOfBusiness, line.coverageType, line.coverageCategoryCode]),
    ).toEqual([["FA", "MEDICAL", "E1D"]]);
  });
});
