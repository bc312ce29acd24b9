import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VerifyAndAgreeCard } from "./VerifyAndAgreeCard.js";

afterEach(cleanup);

const admin = {
  firstName: "Dana",
  lastName: "Okafor",
  loginId: "dana",
  email: "d@example.com",
  company: "N",
};

describe("VerifyAndAgreeCard (session-and-admin.md §2)", () => {
  it.each([
    ["edit", 2],
    ["read", 0],
  ] as const)("%s mode shows %i actions", (mode, count) => {
    render(<VerifyAndAgreeCard mode={mode} admin={admin} />);
    expect(screen.getByText("Dana Okafor")).toBeTruthy();
    expect(screen.queryAllByRole("button")).toHaveLength(count);
  });
});
