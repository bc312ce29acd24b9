import { type ClaimRow, claimsCalls, claimsDownloadPath } from "@epr/contract";
import {
  assistMessages,
  CLAIMS_PAGE_SIZE,
  claimSourceLabel,
  claimStatusLabel,
  claimsDateRange,
  failureMessage,
  formatClaimAmount,
} from "@epr/domain";
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from "@epr/ui";
import { ClaimsList } from "@epr/ui/cards/claims-list";
import { ClaimsRefineCard, type ClaimsRefineValue } from "@epr/ui/cards/claims-refine";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type LoaderFunctionArgs, useLocation, useNavigation, useSearchParams } from "react-router";
import { EmployeeLine, useEmployeeName } from "../../lib/employeeName.js";
import { failureKind } from "../../lib/failures.js";
import { featureApi } from "../../lib/featureApi.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { usePageTitle } from "../../lib/usePageTitle.js";

const claimsApi = featureApi(claimsCalls);

/** The cancelled client's conditions come first (assist-employees.md §2.2). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request, { conditionsFirst: true });
  return null;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/** The refine panel's value as the page's query says it (the range defaults to the last year). */
function refineValue(search: URLSearchParams, today: Date): ClaimsRefineValue {
  const fallback = claimsDateRange(today);
  const list = (key: string) => (search.get(key) ? (search.get(key) ?? "").split(",") : []);
  return {
    startDate: search.get("startDate") ?? fallback.startDate,
    endDate: search.get("endDate") ?? fallback.endDate,
    status: list("status"),
    planType: list("planType"),
    member: list("member"),
  };
}

/**
 * /employer/claims/summary (assist-employees.md §2.1 claims.summary, §2.9, §9): an employee's claims
 * 10 a page, newest first, with the refine panel (default range the last year), each claim's detail,
 * the Excel download of the filtered claims, and the permission message when claims may not be
 * viewed (§6). Each claim's row shows its status and plan type icons beside their words (§2.9
 * claim status row; @epr/ui `ClaimsList`). The range is kept in the query (startDate, endDate); changing a filter reloads.
 */
export function Component() {
  usePageTitle("Claims Summary");
  const [search, setSearch] = useSearchParams();
  const umi = search.get("umi") ?? "";
  const groupNumber = search.get("groupNumber") ?? undefined;
  // Whose claims these are: the subscriber's name, as the employee's other pages say it.
  const name = useEmployeeName(umi);
  const [today] = useState(() => new Date());
  const filter = refineValue(search, today);
  // A filter just changed is shown at once, while its navigation (the loader's checks) runs:
  // the box clicked is checked when clicked, not when the page behind it has loaded.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The click's own update shows the choice in the same event; the navigation's state comes in a
  // transition, which a loaded machine renders later (a box clicked stayed unchecked meanwhile).
  const [chosen, setChosen] = useState<{ value: ClaimsRefineValue; from: string } | null>(null);
  const requested =
    chosen && chosen.from === search.toString()
      ? chosen.value
      : navigation.location?.pathname === pathname
        ? refineValue(new URLSearchParams(navigation.location.search), today)
        : filter;
  const query = {
    ...(groupNumber ? { groupNumber } : {}),
    startDate: filter.startDate,
    endDate: filter.endDate,
    ...(filter.status.length ? { status: filter.status.join(",") } : {}),
    ...(filter.planType.length ? { planType: filter.planType.join(",") } : {}),
    ...(filter.member.length ? { member: filter.member.join(",") } : {}),
  };
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const after = pages[pages.length - 1];
  const claims = useQuery({
    queryKey: ["claims", umi, query, after ?? null],
    queryFn: () => claimsApi.claims(umi, { ...query, ...(after ? { after } : {}) }),
    enabled: umi !== "",
    retry: false,
    // The refine panel stays on screen (and keeps the focus of the checkbox just used) while the
    // next filter's page loads; the list says it is busy meanwhile.
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: ["claim", open],
    queryFn: () => claimsApi.claim(open ?? ""),
    enabled: open !== null,
  });
  const change = (next: ClaimsRefineValue) => {
    const params = new URLSearchParams(search);
    for (const key of ["status", "planType", "member"] as const)
      next[key].length ? params.set(key, next[key].join(",")) : params.delete(key);
    params.set("startDate", next.startDate);
    params.set("endDate", next.endDate);
    setPages([undefined]);
    setChosen({ value: next, from: search.toString() });
    setSearch(params);
  };
  const denied = failureKind(claims.error) === "notAllowed";
  const page = claims.data;
  const first = (pages.length - 1) * CLAIMS_PAGE_SIZE;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className={`${umi ? "mb-1" : "mb-4"} font-bold text-3xl`}>Claims Summary</h1>
      {umi ? <EmployeeLine umi={umi} name={name} /> : null}
      {denied ? (
        <p role="alert" className="text-destructive">
          {assistMessages.noPermissionScreen}
        </p>
      ) : claims.isError ? (
        <p role="alert" className="text-destructive">
          {failureMessage(claims.error, assistMessages.unableToProcess)}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
          {page ? (
            <ClaimsRefineCard value={requested} counts={page.counts} today={today} onChange={change} />
          ) : (
            <div />
          )}
          <section aria-labelledby="claims-list-title" aria-busy={claims.isFetching || requested !== filter}>
            <h2 id="claims-list-title" className="mb-2 font-bold text-xl">
              Claims
            </h2>
            {page ? (
              <>
                <p className="mb-2" aria-live="polite" data-claims-total={page.total}>
                  {page.total === 0
                    ? "No claims match."
                    : `Showing ${first + 1}–${first + page.claims.length} of ${page.total} claims`}
                </p>
                <p className="mb-3">
                  <a href={claimsDownloadPath(umi, query)} download className={linkClass}>
                    Download to Excel
                  </a>
                </p>
                <ClaimsList
                  claims={page.claims.map((c: ClaimRow) => ({
                    claimNumber: c.claimNumber,
                    memberName: `${c.mbrFirstNm} ${c.mbrLastNm}`,
                    status: c.bilgProvClmStaCd,
                    planType: c.sysSrcCode,
                    providerName: c.providerName,
                    serviceDate: c.serviceDate,
                    billedAmount: c.billedAmount,
                  }))}
                  onOpen={setOpen}
                />
                <div className="mt-3 flex gap-4">
                  {pages.length > 1 ? (
                    <button
                      type="button"
                      className={linkClass}
                      onClick={() => setPages((p) => p.slice(0, -1))}
                    >
                      Previous
                    </button>
                  ) : null}
                  {page.next ? (
                    <button
                      type="button"
                      className={linkClass}
                      onClick={() => setPages((p) => [...p, page.next ?? undefined])}
                    >
                      Next
                    </button>
                  ) : null}
                </div>
              </>
            ) : (
              <p aria-busy="true">Loading claims…</p>
            )}
          </section>
        </div>
      )}
      <Dialog open={open !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Claim {open}</DialogTitle>
          </DialogHeader>
          <DialogBody>
            {detail.data ? (
              <dl className="grid grid-cols-2 gap-1">
                <dt>Member</dt>
                <dd>
                  {detail.data.mbrFirstNm} {detail.data.mbrLastNm}
                </dd>
                <dt>Status</dt>
                <dd>{claimStatusLabel(detail.data.bilgProvClmStaCd)}</dd>
                <dt>Plan Type</dt>
                <dd>{claimSourceLabel(detail.data.sysSrcCode)}</dd>
                <dt>Provider</dt>
                <dd>{detail.data.providerName}</dd>
                <dt>Service Date</dt>
                <dd>{detail.data.serviceDate}</dd>
                <dt>Processed</dt>
                <dd>{detail.data.processedDate ?? "In process"}</dd>
                <dt>Billed</dt>
                <dd>{formatClaimAmount(detail.data.billedAmount)}</dd>
                <dt>Allowed</dt>
                <dd>{formatClaimAmount(detail.data.allowedAmount)}</dd>
                <dt>Paid</dt>
                <dd>{formatClaimAmount(detail.data.paidAmount)}</dd>
                <dt>Member Responsibility</dt>
                <dd>{formatClaimAmount(detail.data.memberResponsibility)}</dd>
              </dl>
            ) : detail.isError ? (
              <p role="alert">{failureMessage(detail.error, assistMessages.unableToProcess)}</p>
            ) : (
              <p aria-busy="true">Loading…</p>
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>
    </main>
  );
}
