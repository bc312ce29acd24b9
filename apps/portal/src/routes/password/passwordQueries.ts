import { passwordCalls } from "@epr/contract";
import { featureApi } from "../../lib/featureApi.js";

/**
 * The password pages' client (session-and-admin.md: forgot, reset and change password): one for
 * the forgot and reset pages and the signed-in change panel, and a client of its own rather than
 * the shared one (bundle budget: each route under 100 kB).
 */
export const passwordApi = featureApi(passwordCalls);
