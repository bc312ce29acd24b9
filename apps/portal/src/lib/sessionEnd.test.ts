import { ApiError, type Session } from "@epr/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endSession, loginAfterSessionEnded, type SessionEndRouter } from "./guards.js";
import { queryClient, whenSessionEnds } from "./queryClient.js";
import { sessionQuery } from "./session.js";

const unauthorized = () =>
  new ApiError(401, { message: "Please log in to continue.", code: "unauthenticated" });
const session = { admin: { loginId: "a.b" } } as Session;
/** Lets the handler (told in a microtask) run. */
const settle = () => new Promise((done) => setTimeout(done));

let ended: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  queryClient.clear();
  ended = vi.fn<() => void>();
  whenSessionEnds(ended);
});
afterEach(() => {
  whenSessionEnds(() => undefined);
  queryClient.clear();
});

describe("a call that finds the session ended is noticed in one place, for every page", () => {
  it("a query answered 401 tells once; a 403 or a network failure does not", async () => {
    await queryClient.prefetchQuery({ queryKey: ["a"], queryFn: () => Promise.reject(unauthorized()) });
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
    await queryClient.prefetchQuery({
      queryKey: ["b"],
      queryFn: () => Promise.reject(new ApiError(403, { message: "No access." })),
    });
    await queryClient.prefetchQuery({
      queryKey: ["c"],
      queryFn: () => Promise.reject(new ApiError(0, { message: "offline" })),
      retry: false,
    });
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("a mutation answered 401 tells too", async () => {
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(unauthorized()),
    });
    await mutation.execute(undefined).catch(() => undefined);
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("a call that needs no session (the sign-in) may answer 401 without ending anything", async () => {
    await queryClient.prefetchQuery({
      queryKey: ["sign-in"],
      queryFn: () => Promise.reject(unauthorized()),
      meta: { withoutSession: true },
    });
    await settle();
    expect(ended).not.toHaveBeenCalled();
  });

  it("the session check finding nobody tells only when the portal held a session", async () => {
    const check = (answer: Session | null) =>
      queryClient.fetchQuery({ ...sessionQuery, queryFn: () => Promise.resolve(answer), staleTime: 0 });
    await check(null);
    await settle();
    expect(ended).not.toHaveBeenCalled(); // a first visit: nobody was signed in
    queryClient.setQueryData(sessionQuery.queryKey, session); // the login page writes it
    await check(null);
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
    queryClient.setQueryData(sessionQuery.queryKey, session);
    queryClient.setQueryData(sessionQuery.queryKey, null); // written on purpose, not found out
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

function fakeRouter(
  location: { pathname: string; search: string },
  navigating?: { pathname: string; search: string },
) {
  const navigate = vi.fn(async () => undefined);
  const router: SessionEndRouter = { state: { location, navigation: { location: navigating } }, navigate };
  return { router, navigate };
}

describe("when the session ended, the user logs in again and comes back", () => {
  it("forgets the session and what was read with it, and goes to log in with the way back", () => {
    queryClient.setQueryData(sessionQuery.queryKey, session);
    queryClient.setQueryData(["employees", "summary", "M1"], { payload: {} });
    const { router, navigate } = fakeRouter({
      pathname: "/employer/manage-employees/find",
      search: "?groupNumber=100100",
    });
    endSession(router);
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeNull();
    expect(queryClient.getQueryData(["employees", "summary", "M1"])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(
      "/login?next=%2Femployer%2Fmanage-employees%2Ffind%3FgroupNumber%3D100100&reason=expired",
      { replace: true },
    );
  });

  it("comes back to the page the user was on the way to when a loader found it ended", () => {
    const { router, navigate } = fakeRouter(
      { pathname: "/employer/home", search: "" },
      { pathname: "/employer/manage-employees/find/review", search: "?umi=M1" },
    );
    endSession(router);
    expect(navigate).toHaveBeenCalledWith(
      loginAfterSessionEnded({ pathname: "/employer/manage-employees/find/review", search: "?umi=M1" }),
      { replace: true },
    );
  });

  it("several failures at once go to the login page once", () => {
    const { router, navigate } = fakeRouter(
      { pathname: "/employer/home", search: "" },
      {
        pathname: "/login",
        search: "?next=%2Femployer%2Fhome&reason=expired",
      },
    );
    endSession(router);
    expect(navigate).not.toHaveBeenCalled();
  });
});
