import { domainMessages, entitlementsSchema } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { createApiClient, NETWORK_ERROR } from "./client.js";
import { ApiError } from "./errors.js";
import { createSessionClient } from "./session-client.js";

const answer = (status: number, body: string) => async () => new Response(body, { status });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("the typed client turns every failure into an ApiError with a sentence", () => {
  it("no answer at all → status 0 and the network message", async () => {
    const api = createApiClient({
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = await failure(api.health());
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR);
  });

  it("an error answer keeps the server's message and status", async () => {
    const api = createApiClient({
      fetch: answer(403, JSON.stringify({ message: "No access.", code: "forbidden" })),
    });
    const error = await failure(api.employeeSummary("M1"));
    expect(error.status).toBe(403);
    expect(error.message).toBe("No access.");
  });

  it.each([
    ["an error page that is not JSON", 500, "<html>oops</html>", 500],
    ["a success of the wrong shape", 200, JSON.stringify({ status: "fine" }), 502],
  ])("%s → the unexpected-format message", async (_name, status, body, expected) => {
    const error = await failure(createApiClient({ fetch: answer(status, body) }).health());
    expect(error.status).toBe(expected);
    expect(error.message).toBe("The service returned an unexpectedly formatted response.");
  });

  // The shell's session-only client (first load) and the full client answer the session alike.
  it.each([
    ["the full client", createApiClient],
    ["the session-only client", createSessionClient],
  ])(
    "the session (%s): null when nobody is signed in, the session when someone is",
    async (_name, createClient) => {
      await expect(
        createClient({ fetch: answer(200, JSON.stringify({ signedIn: false })) }).session(),
      ).resolves.toBeNull();
      const session = {
        admin: {
          loginId: "a.b",
          firstName: "A",
          lastName: "B",
          email: "a@example.com",
          company: "C",
          role: "plan_admin",
          viewOnly: false,
          multiClient: false,
        },
        employer: null,
        brandCode: "default",
        entitlements: entitlementsSchema.parse({}),
        groups: [],
      };
      await expect(
        createClient({ fetch: answer(200, JSON.stringify({ signedIn: true, session })) }).session(),
      ).resolves.toMatchObject({ admin: { loginId: "a.b" }, employer: null });
      // Signed in without a session is a malformed answer, not a null.
      const error = await failure(
        createClient({ fetch: answer(200, JSON.stringify({ signedIn: true })) }).session(),
      );
      expect(error.status).toBe(502);
    },
  );

  it("sends only the search fields given, in a POST body (never the URL), and parses the answer", async () => {
    let asked = "";
    let sent: RequestInit | undefined;
    const api = createApiClient({
      fetch: async (url, init) => {
        asked = String(url);
        sent = init;
        return new Response(JSON.stringify({ employees: [], searchData: { lastName: "Lind" } }), {
          status: 200,
        });
      },
    });
    await expect(
      api.searchEmployees({ lastName: "Lind", groupNumber: undefined, memberId: "123456789" }),
    ).resolves.toEqual({
      employees: [],
      searchData: { lastName: "Lind" },
    });
    expect(asked).toBe("/api/employees/search");
    expect(sent?.method).toBe("POST");
    expect(JSON.parse(String(sent?.body))).toEqual({ lastName: "Lind", memberId: "123456789" });
  });
});

describe("the final save and its checks (enrollment.md §7 Save)", () => {
  it("sends the Idempotency-Key and the body, and reads the per-group answer", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      fetch: async (url, init) => {
        sent.push({ url: String(url), init: init ?? {} });
        return new Response(
          JSON.stringify({
            umi: "M90000001",
            version: 2,
            groups: { "100100": true, "100107": "pending" },
            outcome: { title: "Partially Submitted", text: "…" },
            status: "PARTIAL_SUBMIT",
            pending: true,
          }),
          { status: 201 },
        );
      },
    });
    const answer = await api.submitEnrollment(
      { subscriberSsn: "123456789", record: { subscriber: { fullName: { first: "A" } } } },
      "key-0000001",
    );
    expect(answer.groups).toEqual({ "100100": true, "100107": "pending" });
    expect(sent[0]?.url).toBe("/api/employees");
    expect(((sent[0]?.init.headers ?? {}) as Record<string, string>)["idempotency-key"]).toBe("key-0000001");
  });

  it("an SSN check never puts the SSN in the URL", async () => {
    const urls: string[] = [];
    const api = createApiClient({
      fetch: async (url) => {
        urls.push(String(url));
        return new Response(JSON.stringify({ pending: false, returnCode: "100231" }), { status: 200 });
      },
    });
    expect(await api.pendingCheck("123456789")).toEqual({ pending: false, returnCode: "100231" });
    expect(urls).toEqual(["/api/employees/pending-check"]);
  });

  it("a fraud answer of the wrong shape is the unexpected-format error", async () => {
    const error = await failure(
      createApiClient({ fetch: answer(200, JSON.stringify({ fraud: "maybe" })) }).fraudCheck({
        ssn: "123456789",
        firstName: "A",
        lastName: "B",
        gender: "F",
        dob: "01/01/1990",
      }),
    );
    expect(error.status).toBe(502);
  });
});

describe("the reference calls of the add flow (enrollment.md §7)", () => {
  /** Records the calls and answers each with `body`. */
  function recording(body: unknown) {
    const calls: { url: string; method: string; body: string | undefined }[] = [];
    const api = createApiClient({
      fetch: async (input, init) => {
        calls.push({
          url: String(input),
          method: init?.method ?? "GET",
          body: init?.body as string | undefined,
        });
        return new Response(JSON.stringify(body), { status: 200 });
      },
    });
    return { api, calls };
  }

  it("coverages send version, type, MM-dd-yyyy date and ZIP in the query", async () => {
    const { api, calls } = recording({ payload: [] });
    await api.coverages({
      version: "v2",
      coverageType: "MEDICAL",
      effectiveDate: "01-01-2026",
      zipCode: "19103",
    });
    expect(calls[0]?.url).toBe(
      "/api/coverages?version=v2&coverageType=MEDICAL&effectiveDate=01-01-2026&zipCode=19103",
    );
  });

  it("a provider search leaves out the fields not given", async () => {
    const { api, calls } = recording({ providers: [] });
    await api.searchProviders({ name: "RIVER", city: undefined, state: "PA" });
    expect(calls[0]?.url).toBe("/api/providers?name=RIVER&state=PA");
  });

  it("PCP validation is a POST: the SSN travels in the body, never the URL", async () => {
    const { api, calls } = recording({
      valid: true,
      payload: null,
      returnCode: null,
      returnCodeDescription: null,
    });
    const body = {
      pcpNum: "999999",
      ssn: "123456789",
      planAreaCde: "363",
      dob: "04/12/1980",
      contractId: "IC1",
      insuranceLineCde: "HMO",
      pcpEffDte: "01/01/2026",
      existingPatient: false,
    };
    await api.validatePcp(body);
    expect(calls[0]).toEqual({
      url: "/api/providers/validate-pcp",
      method: "POST",
      body: JSON.stringify(body),
    });
  });

  it("a content answer of an unknown kind is an unexpected format", async () => {
    const { api } = recording({ id: "x", kind: "video" });
    const error = await failure(api.content("x"));
    expect(error.message).toBe(domainMessages.unexpectedFormat);
  });
});

describe("the enrollment calls carry what the server's guard needs (enrollment.md §2, §4)", () => {
  const id = "7d1f5b1e-4a8b-4c1d-9a51-2f0f3c7e9b10";
  function recording(body: unknown, status = 200) {
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(body === undefined ? null : JSON.stringify(body), { status });
      },
    });
    return { api, calls };
  }
  const saved = { id, version: 2, status: "SAVED", existing: false };
  const body = { record: { subscriber: { fullName: {}, memberCoverages: [] }, dependents: [] } };

  it("lists with the page size and cursor in the query", async () => {
    const { api, calls } = recording({
      payload: { enrollmentsInProgress: [], participantsCount: 0 },
      counts: { enrollSaved: 0, enrollSubmitted: 0, enrollPartialSubmit: 0, enrollmentTotal: 0 },
      more: false,
    });
    await api.enrollments({ limit: 5, after: "abc" });
    await api.enrollments();
    expect(calls.map((c) => c.url)).toEqual(["/api/enrollments?limit=5&after=abc", "/api/enrollments"]);
  });

  it("a save sends If-Match with the version read and the Idempotency-Key; a start the key only", async () => {
    const { api, calls } = recording(saved);
    await api.saveEnrollment(id, body, 1, "key-12345678");
    await api.createEnrollment(body, "key-87654321");
    expect(calls[0]?.init.headers).toMatchObject({ "if-match": '"1"', "idempotency-key": "key-12345678" });
    expect(calls[0]?.init.method).toBe("PUT");
    expect(calls[1]?.init.headers).toMatchObject({ "idempotency-key": "key-87654321" });
    expect(calls[1]?.init.headers).not.toHaveProperty("if-match");
  });

  it("a delete answered 204 resolves; a 409 rejects with the server's sentence", async () => {
    await expect(recording(undefined, 204).api.deleteEnrollment(id)).resolves.toBeUndefined();
    const error = await failure(
      recording(
        { message: "This enrollment has been submitted.", code: "enrollment_staged" },
        409,
      ).api.deleteEnrollment(id),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe("This enrollment has been submitted.");
  });
});

describe("remove cancel date (enrollment.md §4; concurrent edits, beyond the spec)", () => {
  it("PUTs the line and date by umi with If-Match and the Idempotency-Key, and reads the per-group answer", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(
          JSON.stringify({
            umi: "M1",
            version: 4,
            groups: { "100100": true },
            outcome: { title: "Success", text: "You have successfully edited Ann Lee" },
            pending: false,
          }),
          { status: 200 },
        );
      },
    });
    const body = { groupNumber: "100100", lineOfBusiness: "DEN", effectiveDate: "08/01/2026" };
    const answer = await api.removeCancelDate("M1", body, 3, "key-12345678");
    expect(answer.version).toBe(4);
    expect(calls[0]?.url).toBe("/api/employees/M1/cancel-date-removal");
    expect(calls[0]?.init).toMatchObject({
      method: "PUT",
      body: JSON.stringify(body),
      headers: { "if-match": '"3"', "idempotency-key": "key-12345678" },
    });
  });
});
