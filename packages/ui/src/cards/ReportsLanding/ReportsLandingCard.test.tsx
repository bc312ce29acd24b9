import { sessionMessages } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReportsLandingCard } from "./ReportsLandingCard.js";

afterEach(cleanup);

const none = { enrollment: false, census: false, wellness: false, medeAnalytics: false, atHand: false };
const report = {
  reportType: "Enrollment Report",
  taxYear: "2026",
  lastRunDate: "2026-11-01",
  fileType: "xlsx",
  reportFile: "enrollment-report-2026.xlsx",
};

const renderWith = (access: Partial<typeof none>, atHandUrl: string | null = "https://x.example/") =>
  render(
    <ReportsLandingCard
      mode="edit"
      access={{ ...none, ...access }}
      reports={[report]}
      notice={null}
      fileUrl={(f) => `/files/${f}`}
      atHandUrl={atHandUrl}
      renderLink={(to, children) => <a href={`/${to}`}>{children}</a>}
    />,
  );

describe("ReportsLandingCard (session-and-admin.md §2, §6)", () => {
  it.each([
    [{ enrollment: true }, ["Download Enrollment Report 2026"]],
    [{ census: true }, ["Census Report"]],
    [{ wellness: true }, ["Wellness Taxation Report"]],
    [{ atHand: true }, ["Reports at Hand (opens in a new tab)"]],
    [{}, []],
  ])("with %j offers the links %j", (access, names) => {
    renderWith(access);
    expect(screen.queryAllByRole("link").map((l) => l.textContent?.replace(/\s+/g, " ").trim())).toEqual(
      names,
    );
  });

  it("hides Reports at Hand without its address, and Download points at the file", () => {
    renderWith({ enrollment: true, atHand: true }, null);
    expect(screen.queryByRole("link", { name: /Reports at Hand/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Download/ }).getAttribute("href")).toBe(
      "/files/enrollment-report-2026.xlsx",
    );
  });

  it("shows the notice it is given", () => {
    render(
      <ReportsLandingCard
        mode="edit"
        access={{ ...none, enrollment: true }}
        reports={[]}
        notice={sessionMessages.enrollmentReportsUnavailable}
        fileUrl={(f) => f}
        atHandUrl={null}
        renderLink={(_, c) => c}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(sessionMessages.enrollmentReportsUnavailable);
  });
});
