import {
  hospitalQualityResponseSchema,
  visionAndDentalParamSchema,
  visionAndDentalResponseSchema,
  visionProviderResponseSchema,
} from "@epr/contract";
import { z } from "@hono/zod-openapi";
import { clientSession } from "../http/client-session.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";
import { mayReadGroup } from "../policy/index.js";
import { hospitalQualityUrl, visionProviderFromEnv } from "./adapter.js";
import { directoryPage, directoryQuerySchema } from "./directory.js";

const providerRoute = guardedRoute({
  guard: { policy: "assist.read" },
  method: "get",
  path: "/vision-provider",
  description:
    "visionProvider (assist-employees.md §2.8, §7): the vision provider page's address and operation (IFRAME embeds it), from the vision adapter; the built-in default embeds the portal's provider directory.",
  responses: {
    200: { description: "Where the page goes", content: json(visionProviderResponseSchema) },
    ...standardErrors,
  },
});

const directoryRoute = guardedRoute({
  guard: { policy: "assist.read" },
  method: "get",
  path: "/vision-provider/directory",
  description:
    "The built-in vision adapter's page (embedded by the vision provider page): the provider directory by ZIP code or city, 25 a page.",
  request: { query: directoryQuerySchema },
  responses: {
    200: { description: "The directory page", content: { "text/html": { schema: z.string() } } },
    ...standardErrors,
  },
});

const visionAndDentalRoute = guardedRoute({
  guard: { policy: "group.read" },
  method: "get",
  path: "/groups/{groupNumber}/vision-and-dental",
  description: "visionAndDental (assist-employees.md §7): the group's vision and dental plans.",
  request: { params: visionAndDentalParamSchema },
  responses: {
    200: { description: "payload.vision and payload.dental", content: json(visionAndDentalResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const hospitalQualityRoute = guardedRoute({
  guard: { policy: "assist.read" },
  method: "get",
  path: "/hospital-quality",
  description:
    "hospitalQuality getData (assist-employees.md §7): the payload is the hospital quality tool's url.",
  responses: {
    200: { description: "The url", content: json(hospitalQualityResponseSchema) },
    ...standardErrors,
  },
});

/** The vision provider page, its built-in directory, the group's vision and dental plans, hospital quality. */
export const visionRoutes = new GuardedApi()
  .openapi(providerRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const lookup = c.get("deps").visionProvider ?? visionProviderFromEnv();
    const answer = await lookup({
      clientNumber: session.view.employer?.clientNumber ?? "",
      brandCode: session.view.brandCode,
    });
    return c.json(answer, 200);
  })
  .openapi(directoryRoute, async (c) => {
    clientSession(c.get("session"));
    const html = await directoryPage(c.get("deps").db, c.req.valid("query"));
    // Framed by the portal's own vision provider page only (app.ts frames this path for 'self').
    return c.html(html, 200) as never;
  })
  .openapi(visionAndDentalRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    enforce(mayReadGroup(session, groupNumber));
    const { rows } = await c.get("deps").db.query<{
      product_id: string;
      product_name: string;
      coverage_type: string;
    }>(
      `select product_id, product_name, coverage_type from group_products
        where group_number = $1 and coverage_type in ('VISION', 'DENTAL', 'UCCIDENTAL') order by product_id`,
      [groupNumber],
    );
    const of = (types: string[]) =>
      rows
        .filter((r) => types.includes(r.coverage_type))
        .map((r) => ({ productId: r.product_id, productName: r.product_name }));
    return c.json({ payload: { vision: of(["VISION"]), dental: of(["DENTAL", "UCCIDENTAL"]) } }, 200);
  })
  .openapi(hospitalQualityRoute, async (c) => {
    const session = clientSession(c.get("session"));
    return c.json({ payload: hospitalQualityUrl(session.view.brandCode) }, 200);
  });
