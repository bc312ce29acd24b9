import { enrollmentSubmitCalls } from "@epr/contract";
import { featureApi } from "../../../lib/featureApi.js";

/**
 * The enrollment submission's client (enrollment.md §7): the existing SSN's fraud and SSN checks
 * and the submit of the review step.
 */
export const enrollmentSubmitApi = featureApi(enrollmentSubmitCalls);
