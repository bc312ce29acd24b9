import { CLIENT_LIST_ID_MESSAGE, type InternalClient } from "@epr/contract";
import { CLIENT_SEARCH_PAGE_SIZE, type ClientStatusFilter } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { HttpError } from "../http/errors.js";

/** A valid internal clients search (session-and-admin.md §2 /clients; assist-employees.md §5). */
export interface ClientSearch {
  number: string;
  name: string;
  nameMatch: "CONTAINS" | "BEGINSWITH";
  status: ClientStatusFilter;
  listId?: string | undefined;
}

/** Escapes LIKE's wildcards, so a typed % or _ matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keyset cursor: the last row's (lower(name), client_number), opaque to the portal. */
const encodeCursor = (key: [string, string]) => Buffer.from(JSON.stringify(key)).toString("base64url");
function decodeCursor(listId: string | undefined): [string, string] | null {
  if (!listId) return null;
  try {
    const key = JSON.parse(Buffer.from(listId, "base64url").toString("utf8"));
    if (Array.isArray(key) && key.length === 2 && key.every((k) => typeof k === "string"))
      return key as [string, string];
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, CLIENT_LIST_ID_MESSAGE, "invalid_request");
}

/**
 * One page of clients by number (a prefix of the digits) or by name (case-insensitive, from its
 * beginning or anywhere in it), with the status filter, in (lower(name), client_number) order by
 * keyset: the index clients_name_idx (migration 018) serves the order, so a page costs the same
 * however deep it is.
 */
export async function searchClients(
  db: Queryable,
  search: ClientSearch,
): Promise<{ clients: InternalClient[]; listId: string | null }> {
  const after = decodeCursor(search.listId);
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.number) where.push(`client_number like ${param(`${likeLiteral(search.number)}%`)}`);
  else {
    const pattern = likeLiteral(search.name.toLowerCase());
    where.push(`lower(name) like ${param(search.nameMatch === "CONTAINS" ? `%${pattern}%` : `${pattern}%`)}`);
  }
  if (search.status !== "All") where.push(`status = ${param(search.status.toLowerCase())}`);
  if (after) where.push(`(lower(name), client_number) > (${param(after[0])}, ${param(after[1])})`);
  const { rows } = await db.query<{
    client_number: string;
    name: string;
    status: string;
    brand_code: string;
  }>(
    `select client_number, name, status, brand_code from clients
      where ${where.join(" and ")}
      order by lower(name), client_number
      limit ${param(CLIENT_SEARCH_PAGE_SIZE + 1)}`,
    params,
  );
  const page = rows.slice(0, CLIENT_SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return {
    clients: page.map((r) => ({
      clientNumber: r.client_number,
      clientName: r.name,
      clientStatus: r.status === "cancelled" ? "cancelled" : "active",
      brandCode: r.brand_code,
    })),
    listId:
      rows.length > CLIENT_SEARCH_PAGE_SIZE && last
        ? encodeCursor([last.name.toLowerCase(), last.client_number])
        : null,
  };
}
