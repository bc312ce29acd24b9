import { eligibilityFileRefusalDetailsSchema } from "@epr/contract";
import { eligibilityFileRefusal } from "../../../lib/failures.js";

/** A refused eligibility file as the upload card shows it: what is wrong, and for a malformed 834 where. */
export interface FileRefusal {
  message: string;
  segment?: { number: number; id: string };
}

/**
 * The upload's refusal, or null for any other failure: a malformed 834's first fault with its
 * segment (the details the contract describes), else the server's sentence.
 */
export function fileRefusal(error: unknown): FileRefusal | null {
  const refusal = eligibilityFileRefusal(error);
  if (!refusal) return null;
  const details = eligibilityFileRefusalDetailsSchema.safeParse(refusal.details);
  const first = details.success ? details.data.errors?.[0] : undefined;
  return first
    ? { message: first.message, segment: { number: first.segment, id: first.segmentId } }
    : { message: refusal.message };
}
