import { describe, expect, it } from "vitest";
import { clientOf } from "./client.js";
import { clientInformationCalls } from "./client-information.js";
import { groupListQuerySchema } from "./client-information-queries.js";

/** A client that records the paths it asks for and answers `body`. */
function recording(body: unknown) {
  const paths: string[] = [];
  const api = clientOf(clientInformationCalls, {
    fetch: async (input) => {
      paths.push(String(input));
      return new Response(JSON.stringify(body), { status: 200 });
    },
  });
  return { api, paths };
}

describe("client information calls (assist-employees.md §7 clientInformation)", () => {
  it.each([
    [{ search: "", status: "Active" as const }, "/api/client-information/groups?status=Active"],
    [
      { search: "Harbor & Co", status: "All" as const, after: "Z3JvdXA6MTAwMTAw" },
      "/api/client-information/groups?search=Harbor+%26+Co&status=All&after=Z3JvdXA6MTAwMTAw",
    ],
  ])("asks the group list for %o", async (query, path) => {
    const { api, paths } = recording({ payload: [], next: null });
    await api.groupList(query);
    expect(paths).toEqual([path]);
  });

  it("names the group in its paths, encoded", async () => {
    const { api, paths } = recording({ payload: [] });
    await api.groupContacts("100100");
    expect(paths).toEqual(["/api/client-information/groups/100100/contacts"]);
  });

  it("reads the group list query as the server does: Active by default (§9), a cursor of ours only", () => {
    expect(groupListQuerySchema.parse({})).toEqual({ search: "", status: "Active" });
    expect(groupListQuerySchema.safeParse({ after: "not a cursor!" }).success).toBe(false);
  });
});
