import { errorCodes } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

/**
 * One contract for failures: the contract's error codes are the OpenAPI component `ErrorCode`,
 * every error answer's body names it, and every error answer of every route lists the codes it
 * answers with there (`x-error-codes`, http/responses.ts `errorAnswer`), each of the enum.
 */

type Answer = { "x-error-codes"?: unknown; content?: Record<string, { schema?: unknown }> };
type Doc = {
  paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
  components?: { schemas?: Record<string, { enum?: unknown[] }> };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ members: 10 });
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
});
afterAll(() => t.close());

/**
 * Every error answer of the document: "GET /path 404" with what it declares. The health checks'
 * 503 is their own status body (a probe reads it), not an error answer.
 */
const errorAnswers = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) =>
      Object.entries(op.responses ?? {})
        .filter(([status]) => Number(status) >= 400 && !(status === "503" && path.startsWith("/health")))
        .map(([status, answer]) => ({ id: `${method.toUpperCase()} ${path} ${status}`, answer })),
    ),
  );

describe("the OpenAPI document lists the error codes", () => {
  it("has the contract's enum as the ErrorCode component", () => {
    expect(doc.components?.schemas?.ErrorCode?.enum).toEqual([...errorCodes]);
  });

  it("every route's error answers name codes of the enum, with the contract's error body", () => {
    const answers = errorAnswers();
    expect(answers.length).toBeGreaterThan(100);
    const known = new Set<unknown>(errorCodes);
    const wrong = answers.flatMap(({ id, answer }) => {
      const codes = answer["x-error-codes"];
      if (!Array.isArray(codes) || codes.length === 0) return [`${id}: no x-error-codes`];
      const unknown = codes.filter((code) => !known.has(code));
      const body = JSON.stringify(answer.content?.["application/json"]?.schema ?? null);
      return [
        ...unknown.map((code) => `${id}: ${String(code)} is not an ErrorCode`),
        ...(body.includes("#/components/schemas/ErrorCode") ? [] : [`${id}: body does not name ErrorCode`]),
      ];
    });
    expect(wrong).toEqual([]);
  });
});
