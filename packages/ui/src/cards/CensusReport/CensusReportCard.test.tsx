import { adminMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CensusReportCard } from "./CensusReportCard.js";

afterEach(cleanup);

const groups = [
  { groupNumber: "100100", groupName: "North" },
  { groupNumber: "100101", groupName: "South" },
];

describe("CensusReportCard (session-and-admin.md §4, §5)", () => {
  it.each([
    ["census", false],
    ["wellness", true],
  ] as const)("%s asks for a report name: %s", (reportType, asks) => {
    render(<CensusReportCard id="r" reportType={reportType} mode="edit" groups={groups} />);
    expect(screen.queryByRole("textbox", { name: "Report Name" }) !== null).toBe(asks);
  });

  it("refuses a report name over 100 characters with the shared message", async () => {
    const onSubmit = vi.fn();
    render(
      <CensusReportCard
        id="r"
        reportType="wellness"
        mode="edit"
        groups={groups}
        values={{ reportName: "x".repeat(101) }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Request Report" }));
    await waitFor(() => expect(screen.getAllByText(adminMessages.tooLong).length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'No Groups to display!!' without groups", () => {
    render(<CensusReportCard id="r" reportType="census" mode="edit" groups={[]} />);
    expect(screen.getByText("No Groups to display!!")).toBeTruthy();
  });
});
