import { z } from "@hono/zod-openapi";
import type { Queryable } from "../db/database.js";

/** Our wording for a malformed directory query. */
const ZIP_MESSAGE = "A ZIP code is 5 digits.";
const CITY_MESSAGE = "A city is letters, spaces, dots, hyphens and apostrophes.";

export const directoryQuerySchema = z.object({
  zip: z
    .string({ error: ZIP_MESSAGE })
    .regex(/^(\d{5})?$/, ZIP_MESSAGE)
    .optional()
    .meta({ example: "19103" }),
  city: z
    .string({ error: CITY_MESSAGE })
    .max(40, CITY_MESSAGE)
    .regex(/^[A-Za-z .'-]*$/, CITY_MESSAGE)
    .optional(),
});

const PAGE = 25;
const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/**
 * The built-in vision adapter's page: the provider directory by ZIP code or city (the first 25 in
 * name order, read through the directory's indexes), a page of its own so it can be framed. It has
 * no script; its form reloads it with the query.
 */
export async function directoryPage(
  db: Queryable,
  query: z.infer<typeof directoryQuerySchema>,
): Promise<string> {
  const zip = query.zip ?? "";
  const city = (query.city ?? "").trim();
  const { rows } = await db.query<{
    name: string;
    address1: string;
    city: string;
    state: string;
    zip_code: string;
    phone: string;
  }>(
    zip
      ? `select name, address1, city, state, zip_code, phone from providers where zip_code = $1
          order by lower(name), provider_number limit ${PAGE}`
      : city
        ? `select name, address1, city, state, zip_code, phone from providers where lower(city) = lower($1)
            order by state, lower(name), provider_number limit ${PAGE}`
        : `select name, address1, city, state, zip_code, phone from providers order by lower(name), provider_number limit ${PAGE}`,
    zip ? [zip] : city ? [city] : [],
  );
  const items = rows
    .map(
      (r) =>
        `<li><strong>${html(r.name)}</strong><br>${html(r.address1)}, ${html(r.city)}, ${html(r.state)} ${html(r.zip_code)}<br>${html(r.phone)}</li>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vision provider directory</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1a202c}label{display:block;font-weight:600;margin-top:.5rem}
input{font:inherit;padding:.25rem}button{font:inherit;margin-top:.5rem;padding:.25rem .75rem}li{margin:.75rem 0}</style></head>
<body><main aria-label="Vision provider directory"><h1>Vision provider directory</h1>
<form method="get"><label for="zip">ZIP code</label><input id="zip" name="zip" inputmode="numeric" value="${html(zip)}">
<label for="city">City</label><input id="city" name="city" value="${html(city)}"><br><button type="submit">Search</button></form>
<p>${rows.length === 0 ? "No providers found." : `${rows.length} provider${rows.length === 1 ? "" : "s"} shown.`}</p>
<ul>${items}</ul></main></body></html>`;
}
