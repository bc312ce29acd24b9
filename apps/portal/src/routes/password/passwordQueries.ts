import { passwordCalls } from "@epr/contract";
import { featureApi } from "../../lib/featureApi.js";

/**
 * The password pages' client (session-and-admin.md: forgot, reset and change password): one for
 * the forgot and reset pages and the signed-in change panel.
 */
export const passwordApi = featureApi(passwordCalls);
