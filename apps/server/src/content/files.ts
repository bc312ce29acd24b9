import { createHash } from "node:crypto";
import type { ContentFile } from "@epr/contract";
import {
  assistMessages,
  domainMessages,
  pcpDirectoryMessages,
  pcpValidationMessages,
  reportCodeValidationMessages,
  SERVICE_ERRORS_CONTENT_ID,
  STATIC_PAGE_IDS,
  serviceErrorCatalogue,
  sessionMessages,
  staticPages,
} from "@epr/domain";
import * as forms from "@epr/forms/schemas";
import type { Queryable } from "../db/database.js";

/** Content ids of the packages' message catalogues. */
export const MESSAGES_CONTENT_IDS = { domain: "epr_messages", forms: "epr_form_messages" } as const;

/** The string entries of a catalogue (a few hold functions or nested values, which are not texts). */
function texts(catalogue: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Every `…Messages` catalogue @epr/forms exports, by its export name: found, never listed by hand. */
function formCatalogues(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(forms)
      .filter(([name, value]) => /Messages$/.test(name) && typeof value === "object" && value !== null)
      .map(([name, value]) => [name, texts(value as Record<string, unknown>)])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/**
 * The content files, built from the packages that own their texts (never a second copy
 * typed by hand): the service error catalogue and the static pages from @epr/domain, and the
 * message catalogues of @epr/domain and @epr/forms. (@epr/brand-themes' copy is bundled with the
 * portal itself; the server may not import it, README Layout.)
 */
export function contentFiles(): ContentFile[] {
  return [
    { id: SERVICE_ERRORS_CONTENT_ID, kind: "serviceErrors", catalogue: serviceErrorCatalogue },
    ...Object.values(STATIC_PAGE_IDS).map((id) => ({ id, kind: "page" as const, page: staticPages[id] })),
    {
      id: MESSAGES_CONTENT_IDS.domain,
      kind: "messages",
      messages: {
        domainMessages: texts(domainMessages),
        assistMessages: texts(assistMessages),
        sessionMessages: texts(sessionMessages),
        pcpValidationMessages: texts(pcpValidationMessages),
        pcpDirectoryMessages: texts(pcpDirectoryMessages),
        reportCodeValidationMessages: texts(reportCodeValidationMessages),
      },
    },
    { id: MESSAGES_CONTENT_IDS.forms, kind: "messages", messages: formCatalogues() },
  ];
}

/** A strong ETag of a content file's body: its SHA-256, so it changes exactly when the text does. */
export const etagOf = (file: ContentFile) =>
  `"${createHash("sha256").update(JSON.stringify(file)).digest("base64url").slice(0, 27)}"`;

/**
 * Writes the content files into the `content` table, changing only files whose text changed. Run
 * at every start (server.ts) and by the demo seed, so a new release's texts reach every database,
 * seeded demo or not.
 */
export async function syncContent(db: Queryable): Promise<number> {
  let changed = 0;
  for (const file of contentFiles()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into content (id, kind, body, etag) values ($1, $2, $3, $4)
       on conflict (id) do update set kind = excluded.kind, body = excluded.body, etag = excluded.etag, updated_at = now()
         where content.etag <> excluded.etag
       returning id`,
      [file.id, file.kind, JSON.stringify(file), etagOf(file)],
    );
    changed += rows.length;
  }
  return changed;
}
