import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ReportCodesCard } from "./ReportCodesCard.js";

afterEach(cleanup);

const codes = () => [
  { type: "Department", abbreviatedType: "DEPT", required: true, value: "sales" },
  { type: "Location", abbreviatedType: "LOC", required: false, value: "" },
];

describe("ReportCodesCard (enrollment.md §4 Report codes)", () => {
  it("a parent that rebuilds its arrays each render does not bring back an error the user cleared", async () => {
    const errors = () => ["Group 100: Department is not valid (DEPT)"];
    const { rerender } = render(
      <ReportCodesCard groupNumber="100" mode="edit" codes={codes()} serverErrors={errors()} />,
    );
    const department = screen.getByRole("textbox", { name: /^Department/ });
    await waitFor(() => expect(department.getAttribute("aria-invalid")).toBe("true"));
    expect(department).toHaveProperty("value", "SALES");
    await userEvent.setup().type(department, "x");
    await waitFor(() => expect(department.getAttribute("aria-invalid")).toBeNull());
    rerender(<ReportCodesCard groupNumber="100" mode="edit" codes={codes()} serverErrors={errors()} />);
    expect(department.getAttribute("aria-invalid")).toBeNull();
  });

  it("new server errors replace the old ones", async () => {
    const { rerender } = render(
      <ReportCodesCard
        groupNumber="100"
        mode="edit"
        codes={codes()}
        serverErrors={["Group 100: Department is not valid (DEPT)"]}
      />,
    );
    const department = screen.getByRole("textbox", { name: /^Department/ });
    await waitFor(() => expect(department.getAttribute("aria-invalid")).toBe("true"));
    rerender(
      <ReportCodesCard
        groupNumber="100"
        mode="edit"
        codes={codes()}
        serverErrors={["Group 100: Location is closed (LOC)"]}
      />,
    );
    const location = screen.getByRole("textbox", { name: /^Location/ });
    await waitFor(() => expect(location.getAttribute("aria-invalid")).toBe("true"));
    expect(department.getAttribute("aria-invalid")).toBeNull();
  });

  it("read mode upper-cases a value stored in lower case", () => {
    render(<ReportCodesCard groupNumber="100" mode="read" codes={codes()} />);
    expect(screen.getByText("SALES")).toBeTruthy();
    expect(screen.queryByText("Location (LOC)")).toBeNull();
  });
});
