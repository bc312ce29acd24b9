import { coveragesQuerySchema, coveragesResponseSchema, medicalProductsQuerySchema } from "@epr/contract";
import { clientSession } from "../http/client-session.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";
import { mayReadGroup, readableGroupNumbers } from "../policy/index.js";
import { offeredProducts } from "./queries.js";

const coveragesRoute = guardedRoute({
  guard: { policy: "client.reference" },
  method: "get",
  path: "/coverages",
  request: { query: coveragesQuerySchema },
  responses: {
    200: {
      description: "Per group the administrator may see, its products",
      content: json(coveragesResponseSchema),
    },
    ...standardErrors,
  },
});

const medicalProductsRoute = guardedRoute({
  guard: { policy: "client.reference", references: { "query.groupNumber": readsGroup } },
  method: "get",
  path: "/coverages/medical-products",
  request: { query: medicalProductsQuerySchema },
  responses: {
    200: { description: "The group's products for the date and ZIP", content: json(coveragesResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

/** Coverages (enrollment.md §7): plans by coverage type, date and ZIP, for the add flow's plan step. */
export const coverageRoutes = new GuardedApi()
  .openapi(coveragesRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const query = c.req.valid("query");
    const payload = await offeredProducts(
      c.get("deps").db,
      { clientId: session.clientId, groupNumbers: readableGroupNumbers(session) },
      query,
    );
    return c.json({ payload }, 200);
  })
  .openapi(medicalProductsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const query = c.req.valid("query");
    enforce(mayReadGroup(session, query.groupNumber));
    const payload = await offeredProducts(
      c.get("deps").db,
      { clientId: session.clientId, groupNumbers: [query.groupNumber] },
      query,
    );
    return c.json({ payload }, 200);
  });
