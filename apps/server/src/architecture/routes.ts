import { architectureFeaturesResponseSchema, architectureQuerySchema } from "@epr/contract";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json, standardErrors } from "../http/responses.js";
import { searchFeatures } from "./features.js";

const featuresRoute = guardedRoute({
  guard: { policy: "content.read" },
  method: "get",
  path: "/architecture/features",
  description:
    "Architecture features search (assist-employees.md §2.1 architecture, §2.14, §7): the portal's features with their dependencies and steps, those matching `search`.",
  request: { query: architectureQuerySchema },
  responses: {
    200: { description: "The features", content: json(architectureFeaturesResponseSchema) },
    ...standardErrors,
  },
});

/** The architecture viewer's data: nothing personal, for any signed-in session. */
export const architectureRoutes = new GuardedApi().openapi(featuresRoute, (c) =>
  c.json({ features: searchFeatures(c.req.valid("query").search) }, 200),
);
