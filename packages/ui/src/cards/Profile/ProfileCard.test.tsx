import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(cleanup);

// The group access table is its own chunk (bundle budget): hold its module back until the test lets
// it arrive, to see what the card shows meanwhile. The dom project shares one module graph per worker
// (isolate: false), so the card is imported afresh below: a card module another file loaded already
// has its table and would render it at once.
const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock("./GroupAccessTable.js", async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

const groups = [
  { groupNumber: "100200", employeeData: "Modify", spendingAccount: "View" },
  { groupNumber: "100197", employeeData: "N/A", spendingAccount: "N/A" },
];

describe("ProfileCard's group access (session-and-admin.md §2 /profile, §5)", () => {
  it("says the table is coming until its module arrives, then lists the rows not N/A", async () => {
    vi.resetModules();
    const { ProfileCard } = await import("./ProfileCard.js");
    render(
      <ProfileCard
        administrator={{
          firstName: "Dana",
          lastName: "Lindqvist",
          loginId: "demo.admin",
          email: "dana@northwind.example",
          company: "Northwind",
        }}
        employer={{ clientName: "Northwind", clientNumber: "100001" }}
        siteAccess={[]}
        groups={groups}
        reduced={false}
        incorrectInformation="Call your Broker or Sales Representative."
      />,
    );
    // The rest of the card has painted; the table's place says it is loading, to screen readers too.
    expect(screen.getByText("Dana Lindqvist")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading group access…");
    expect(screen.queryByRole("table", { name: "Group access" })).toBeNull();

    arrival.release();
    const table = await screen.findByRole("table", { name: "Group access" });
    expect(table.textContent).toContain("100200");
    expect(table.textContent).not.toContain("100197");
    expect(screen.queryByText("Loading group access…")).toBeNull();
  });
});
