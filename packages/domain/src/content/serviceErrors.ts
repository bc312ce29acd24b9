import * as z from "zod/mini";
import { assistMessages, domainMessages, sessionMessages } from "../messages.js";

/** Id of the content file holding the service error catalogue (enrollment.md §7 Content, §8). */
export const SERVICE_ERRORS_CONTENT_ID = "epr_service_errors";

/**
 * The service error catalogue as the content service serves it (enrollment.md §8;
 * session-and-admin.md §8): `baseMessage` maps a returnCode to its message, `generic` is said for
 * any other code, and `failures` are the generic failure messages of assist-employees.md §8.
 */
export const serviceErrorCatalogueSchema = z.object({
  baseMessage: z.record(z.string(), z.string()),
  generic: z.string(),
  failures: z.object({
    noItems: z.string(),
    unexpected: z.string(),
    unableToProcess: z.string(),
    serverError: z.string(),
    noGroups: z.string(),
    updateNotSuccessful: z.string(),
    codeError: z.string(),
  }),
});
/** The service error catalogue. */
export type ServiceErrorCatalogue = z.infer<typeof serviceErrorCatalogueSchema>;

/**
 * The catalogue's source: return codes the specification names with their messages
 * (enrollment.md §8: 10023, 100231; session-and-admin.md §8: 100212) and, as the fallback, the
 * generic failure 'We are unable to process the request right now…' (assist-employees.md §8; which
 * of its generic failures is the fallback is our choice).
 */
export const serviceErrorCatalogue: ServiceErrorCatalogue = {
  baseMessage: {
    "10023": domainMessages.enrollmentsUnexpected,
    "100212": sessionMessages.enrollmentReportsUnavailable,
    "100231": domainMessages.noEnrollments,
  },
  generic: assistMessages.unableToProcess,
  failures: {
    noItems: assistMessages.noItems,
    unexpected: assistMessages.unexpected,
    unableToProcess: assistMessages.unableToProcess,
    serverError: assistMessages.serverError,
    noGroups: assistMessages.noGroups,
    updateNotSuccessful: assistMessages.updateNotSuccessful,
    codeError: assistMessages.codeError,
  },
};

/**
 * The message shown for a service error (enrollment.md §8: looked up by returnCode in baseMessage
 * with a generic fallback): the catalogue's message for the code, else the generic one. Codes are
 * compared as trimmed text, so 100231 and "100231" are the same code.
 */
export function serviceErrorMessage(
  catalogue: Pick<ServiceErrorCatalogue, "baseMessage" | "generic">,
  returnCode: string | number | null | undefined,
): string {
  const code = returnCode === null || returnCode === undefined ? "" : String(returnCode).trim();
  return (
    (code && Object.hasOwn(catalogue.baseMessage, code) ? catalogue.baseMessage[code] : undefined) ??
    catalogue.generic
  );
}
