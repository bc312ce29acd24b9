import type { IdCardMembersResponse } from "@epr/contract";
import { assistMessages } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IdCardOrderSection } from "./idCardPage.js";

afterEach(cleanup);

const members: IdCardMembersResponse = {
  umi: "U1",
  members: [{ memberKey: "m1", firstName: "Pat", lastName: "Lind", relationship: "Subscriber", cards: [] }],
  address: { address: "1 Main St", address2: "", city: "Pittsburgh", state: "PA", zip: "15222" },
} as unknown as IdCardMembersResponse;

const order = (viewOnly: boolean) => ({
  viewOnly,
  onOrder: vi.fn(async () => true),
  ordering: false,
  outcome: null,
  copy: { customerServicePhone: "1-800-555-0100" },
});

// enrollment.md §6: an order is a change, which a view-only login may not make (the server answers 403).
describe("the ID card pages' order section", () => {
  it("a view-only login reads a note and is offered no order", () => {
    render(<IdCardOrderSection members={members} order={order(true)} />);
    expect(screen.getByText(assistMessages.idCardOrderViewOnly)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /order/i })).toBeNull();
  });

  it("any other administrator who may view the employee gets the order form", () => {
    render(<IdCardOrderSection members={members} order={order(false)} />);
    expect(screen.queryByText(assistMessages.idCardOrderViewOnly)).toBeNull();
    expect(screen.getByRole("button", { name: /order/i })).toBeTruthy();
  });
});
