import {
  brandGroupsQuerySchema,
  brandGroupsResponseSchema,
  clientContactsResponseSchema,
  clientGeneralInfoResponseSchema,
  clientReportCodesQuerySchema,
  clientReportCodesResponseSchema,
  groupDetailParamSchema,
  groupDetailResponseSchema,
  groupListQuerySchema,
  groupListResponseSchema,
} from "@epr/contract";
import { ID_THEFT_VENDOR } from "@epr/domain";
import { clientSession } from "../http/client-session.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";
import {
  mayReadClientInformation,
  mayReadGroup,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import {
  decodeCursor,
  loadBrandGroups,
  loadContacts,
  loadGeneralInfo,
  loadGroupDetail,
  loadGroupPage,
  loadReportCodeRows,
} from "./queries.js";

const base = "/client-information";

const generalInfoRoute = guardedRoute({
  guard: { policy: "clientInfo.read" },
  method: "get",
  path: `${base}/general-info`,
  description: "The client info general tab (assist-employees.md §2.10, §7 getGeneralInfo).",
  responses: {
    200: {
      description: "The chosen client's general information",
      content: json(clientGeneralInfoResponseSchema),
    },
    ...standardErrors,
  },
});

const contactsRoute = guardedRoute({
  guard: { policy: "clientInfo.read" },
  method: "get",
  path: `${base}/contacts`,
  description: "The client info contacts tab (§7 getContacts): the client's contacts in display order.",
  responses: {
    200: { description: "The client's contacts", content: json(clientContactsResponseSchema) },
    ...standardErrors,
  },
});

const reportCodesRoute = guardedRoute({
  guard: { policy: "clientInfo.read" },
  method: "get",
  path: `${base}/report-codes`,
  description:
    "The client info report codes tab (§7 getReportCodes; §3 type, codes, groups): the readable groups' report code types, 1000 a page (§9) by type.",
  request: { query: clientReportCodesQuerySchema },
  responses: {
    200: {
      description: "One page of report code rows; next when more follow",
      content: json(clientReportCodesResponseSchema),
    },
    ...standardErrors,
  },
});

const groupsRoute = guardedRoute({
  guard: { policy: "clientInfo.read" },
  method: "get",
  path: `${base}/groups`,
  description:
    "The group list (§2.10, §7 getGroups): the readable groups matching the search and status (Active by default), 25 a page (§9) by group number, with ccount, acount and tcount (§3).",
  request: { query: groupListQuerySchema },
  responses: {
    200: { description: "One page of groups; next when more follow", content: json(groupListResponseSchema) },
    ...standardErrors,
  },
});

const groupRoute = guardedRoute({
  guard: { policy: "group.read" },
  method: "get",
  path: `${base}/groups/{groupNumber}`,
  description: "Group info's general, membership and products sections (§2.10).",
  request: { params: groupDetailParamSchema },
  responses: {
    200: { description: "The group", content: json(groupDetailResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const groupContactsRoute = guardedRoute({
  guard: { policy: "group.read" },
  method: "get",
  path: `${base}/groups/{groupNumber}/contacts`,
  description: "Group info's contacts child (§2.1 groupInfo /contacts): the group's own contacts.",
  request: { params: groupDetailParamSchema },
  responses: {
    200: { description: "The group's contacts", content: json(clientContactsResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const brandGroupsRoute = guardedRoute({
  guard: { policy: "clientInfo.read" },
  method: "get",
  path: `${base}/brand-groups`,
  description:
    "getBrandGroups (§7, loginId and vendor): the groups the session's login may read with the vendor's identity theft protection; the login is the session's.",
  request: { query: brandGroupsQuerySchema },
  responses: {
    200: {
      description: "The login's groups with the vendor's protection",
      content: json(brandGroupsResponseSchema),
    },
    ...standardErrors,
  },
});

/** A group the session may read, or the 404 of one that does not exist. */
async function readGroup<T>(found: Promise<T | null>): Promise<T> {
  const value = await found;
  if (value === null) throw new HttpError(404, policyMessages.groupNotFound, "not_found");
  return value;
}

/** Client and group information (assist-employees.md §2.10, §7 clientInformation), of the chosen client. */
export const clientInformationRoutes = new GuardedApi()
  .openapi(generalInfoRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayReadClientInformation(session));
    const info = await loadGeneralInfo(c.get("deps").db, session.clientId);
    if (!info) throw new HttpError(404, policyMessages.clientNotFound, "not_found");
    return c.json({ payload: info }, 200);
  })
  .openapi(contactsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayReadClientInformation(session));
    return c.json({ payload: await loadContacts(c.get("deps").db, session.clientId, null) }, 200);
  })
  .openapi(reportCodesRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayReadClientInformation(session));
    const after = decodeCursor("type", c.req.valid("query").after);
    const page = await loadReportCodeRows(c.get("deps").db, readableGroupNumbers(session), after);
    return c.json(page, 200);
  })
  .openapi(groupsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayReadClientInformation(session));
    const query = c.req.valid("query");
    const page = await loadGroupPage(c.get("deps").db, session.clientId, readableGroupNumbers(session), {
      search: query.search,
      status: query.status,
      after: decodeCursor("group", query.after),
    });
    return c.json(page, 200);
  })
  .openapi(groupRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    enforce(mayReadGroup(session, groupNumber));
    const group = await readGroup(loadGroupDetail(c.get("deps").db, session.clientId, groupNumber));
    return c.json({ payload: group }, 200);
  })
  .openapi(groupContactsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    enforce(mayReadGroup(session, groupNumber));
    await readGroup(loadGroupDetail(c.get("deps").db, session.clientId, groupNumber));
    return c.json({ payload: await loadContacts(c.get("deps").db, session.clientId, groupNumber) }, 200);
  })
  .openapi(brandGroupsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayReadClientInformation(session));
    const vendor = c.req.valid("query").vendor || ID_THEFT_VENDOR;
    const payload = await loadBrandGroups(
      c.get("deps").db,
      session.clientId,
      readableGroupNumbers(session),
      vendor,
      ID_THEFT_VENDOR,
    );
    return c.json({ loginId: session.view.admin.loginId, vendor, payload }, 200);
  });
