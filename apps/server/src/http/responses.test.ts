import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { apiErrorSchema } from "@epr/contract";
import { describe, expect, it } from "vitest";
import { errorAnswer, json, standardErrors } from "./responses.js";

/**
 * One helper answers for every route's OpenAPI description (http/responses.ts): a route file that
 * defines its own `json` or `errors`, or builds a JSON body or an error answer by hand, lets the
 * descriptions drift apart. This reads the server's source as a newcomer would.
 */

const src = fileURLToPath(new URL("..", import.meta.url));
const helper = "http/responses.ts";

/** What in `source` builds an answer the helper should: one line per finding. */
export function ownAnswerHelpers(source: string): string[] {
  const rules: [RegExp, string][] = [
    [/\b(?:const|let|var|function)\s+(?:json|errors)\b/, "defines its own json or errors"],
    [/"application\/json"\s*:/, "builds a JSON body by hand (use json(schema, example))"],
    [/\bapiErrorSchema\b/, "builds an error answer by hand (use errorAnswer or standardErrors)"],
  ];
  return source
    .split("\n")
    .flatMap((line, index) =>
      rules.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${index + 1}: ${what}`),
    );
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test-support" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });

describe("route answers come from http/responses.ts", () => {
  it("no source file but the helper defines json or errors, or builds a body or an error answer", () => {
    const findings = sourceFiles(src)
      .map((file) => relative(src, file).replaceAll("\\", "/"))
      .filter((file) => file !== helper)
      .flatMap((file) => ownAnswerHelpers(readFileSync(join(src, file), "utf8")).map((f) => `${file}:${f}`));
    expect(findings).toEqual([]);
  });

  it.each([
    ["let json = <T>(schema: T) => ({ schema });", "defines its own json or errors"],
    ["function errors() {}", "defines its own json or errors"],
    ['content: { "application/json": { schema } },', "builds a JSON body by hand"],
    ['404: { description: "Gone", content: json(apiErrorSchema) },', "builds an error answer by hand"],
  ])("finds %s", (line, what) => {
    expect(ownAnswerHelpers(line).join()).toContain(what);
  });

  it("gives a JSON body with its example only when there is one, and errors with the contract's body", () => {
    expect(json(apiErrorSchema)).toEqual({ "application/json": { schema: apiErrorSchema } });
    expect(json(apiErrorSchema, { message: "m" })).toEqual({
      "application/json": { schema: apiErrorSchema, example: { message: "m" } },
    });
    expect(errorAnswer("Gone", ["not_found", "not_found"])).toEqual({
      description: "Gone",
      content: json(apiErrorSchema),
      "x-error-codes": ["not_found"],
    });
    expect(Object.keys(standardErrors)).toEqual(["400", "401", "403"]);
  });
});
