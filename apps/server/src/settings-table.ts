import { join } from "node:path";
import { repoRoot, type SettingDoc, settingDocs, settingsSchema } from "./settings.js";

/** The comments the settings table is written between, in the operator's documentation. */
export const SETTINGS_START = "<!-- settings:start -->";
export const SETTINGS_END = "<!-- settings:end -->";

const HEADER = ["setting", "default", "accepts", "what it does"];

/** Every setting of the schema with its documentation, in the schema's order. */
export function settingRows(): Array<{ name: string } & SettingDoc> {
  return Object.entries(settingsSchema.shape).map(([name, schema]) => {
    const doc = settingDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in settings.ts.`);
    for (const cell of Object.values(doc))
      if (cell.includes("|") || cell.includes("\n"))
        throw new Error(`${name}'s documentation has a | or a line break, which would break the table.`);
    return { name, ...doc };
  });
}

/**
 * The settings table in Markdown, as Biome formats it (the docs are Biome-formatted): every cell
 * padded to its column's width, a heading row in bold where the group changes.
 */
export function settingsTable(): string {
  const rows: string[][] = [];
  let group = "";
  for (const row of settingRows()) {
    if (row.group !== group) {
      group = row.group;
      rows.push([`**${group}**`, "", "", ""]);
    }
    rows.push([`\`${row.name}\``, row.default, row.accepts, row.description]);
  }
  const width = (cell: string) => [...cell].length;
  const widths = HEADER.map((heading, column) =>
    Math.max(width(heading), 3, ...rows.map((row) => width(row[column] ?? ""))),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + " ".repeat((widths[column] ?? 0) - width(cell))).join(" | ")} |`;
  return [line(HEADER), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** `markdown` with the text between the settings markers replaced by the table; unchanged without them. */
export function withSettingsTable(markdown: string): string {
  const start = markdown.indexOf(SETTINGS_START);
  const end = markdown.indexOf(SETTINGS_END);
  if (start < 0 || end < start) return markdown;
  return `${markdown.slice(0, start)}${SETTINGS_START}\n${settingsTable()}\n${markdown.slice(end)}`;
}

/** The page of the operator's documentation that holds the settings table, between its markers. */
export function settingsDocument(root = repoRoot): string {
  return join(root, "docs", "operations.md");
}
