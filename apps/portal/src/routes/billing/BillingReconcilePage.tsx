import { type ReconcileResponse, rosterRefusalDetailsSchema } from "@epr/contract";
import { assistMessages, failureMessage } from "@epr/domain";
import {
  BillingReconcileCard,
  type ReconcileChoice,
  type ReconcileGroupOption,
  type ReconcileUploadState,
} from "@epr/ui/cards/billing-reconcile";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { eligibilityFileRefusal } from "../../lib/failures.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { mayUseBills } from "./billingAccess.js";
import { billingInvoicesQuery, reconcileRoster } from "./billingQueries.js";

export async function loader({ request }: { request: Request }) {
  const session = await requireEmployerArea(request);
  // The choice of bill is made from the bills list: read with it (without Bills, nothing is asked).
  if (mayUseBills(session)) await queryClient.prefetchInfiniteQuery(billingInvoicesQuery);
  return null;
}

/** The bill chosen in the address (?groupNumber=&month=), so a bill's link preselects it and a reload keeps it. */
const choiceOf = (params: URLSearchParams): ReconcileChoice | null => {
  const groupNumber = params.get("groupNumber");
  const month = params.get("month");
  return groupNumber && month && /^\d{4}-\d{2}$/.test(month) ? { groupNumber, month } : null;
};

/** The groups and their billed months, newest first, from the bills read so far (and the bill in the address). */
function groupOptions(
  invoices: readonly { groupNumber: string; groupName: string; month: string }[],
  chosen: ReconcileChoice | null,
): ReconcileGroupOption[] {
  const groups = new Map<string, { groupNumber: string; groupName: string; months: string[] }>();
  for (const bill of invoices) {
    const group = groups.get(bill.groupNumber) ?? { ...bill, months: [] };
    if (!group.months.includes(bill.month)) group.months.push(bill.month);
    groups.set(bill.groupNumber, group);
  }
  // A bill's link may name a month older than the bills read so far: offered as it is named.
  const group = chosen ? groups.get(chosen.groupNumber) : undefined;
  if (chosen && group && !group.months.includes(chosen.month)) {
    group.months.push(chosen.month);
    group.months.sort((a, b) => b.localeCompare(a));
  }
  return [...groups.values()];
}

/** A refused roster as the card shows it: the server's sentence and the rows and columns at fault. */
function refusalOf(error: unknown, fileName: string): ReconcileUploadState {
  const refusal = eligibilityFileRefusal(error);
  if (!refusal)
    return { kind: "refused", fileName, message: failureMessage(error, assistMessages.unableToProcess) };
  const details = rosterRefusalDetailsSchema.safeParse(refusal.details);
  return {
    kind: "refused",
    fileName,
    message: refusal.message,
    problems: details.success ? (details.data.problems ?? []) : [],
  };
}

/**
 * /employer/billing/reconcile (docs/features/billing.md, Reconcile page): a group's bill of a month
 * (preselected by a bill's link, kept in the address) against the client's own roster or payroll,
 * uploaded with its progress; the differences member by member, each explained, or the refusal with
 * its rows and columns. The roster is sent once and kept nowhere, the page included: a reload
 * forgets it.
 */
export function Component() {
  usePageTitle("Reconcile");
  const [params, setParams] = useSearchParams();
  const list = useInfiniteQuery(billingInvoicesQuery);
  const invoices = useMemo(() => list.data?.pages.flatMap((page) => page.invoices) ?? [], [list.data]);
  // The router gives a new params object only when the address changes.
  const addressed = useMemo(() => choiceOf(params), [params]);
  const groups = useMemo(() => groupOptions(invoices, addressed), [invoices, addressed]);
  const newest = invoices[0];
  const choice =
    addressed && groups.some((g) => g.groupNumber === addressed.groupNumber)
      ? addressed
      : newest
        ? { groupNumber: newest.groupNumber, month: newest.month }
        : null;
  const [upload, setUpload] = useState<ReconcileUploadState>({ kind: "idle" });
  const [answer, setAnswer] = useState<{ result: ReconcileResponse; fileName: string } | null>(null);
  // Leaving the page stops an upload under way.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => () => leaving.current?.abort(), []);
  const compare = useMutation({
    mutationFn: ({ file, bill }: { file: File; bill: ReconcileChoice }) => {
      leaving.current = new AbortController();
      return reconcileRoster(
        file,
        bill,
        (progress) =>
          setUpload(
            progress.stage === "uploading"
              ? { kind: "working", fileName: file.name, percent: progress.percent }
              : { kind: "working", fileName: file.name, comparing: true },
          ),
        leaving.current.signal,
      );
    },
    onMutate: ({ file }) => {
      setAnswer(null);
      setUpload({ kind: "working", fileName: file.name, percent: 0 });
    },
    onSuccess: (result, { file }) => {
      setUpload({ kind: "idle" });
      setAnswer({ result, fileName: file.name });
    },
    onError: (error, { file }) => {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setUpload(refusalOf(error, file.name));
    },
  });
  // The answer in view: its heading takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (answer) document.querySelector<HTMLElement>("[data-reconcile-result] h3")?.focus();
  }, [answer]);
  // An answer is of the bill it was compared with: another bill chosen shows none.
  const shown =
    answer &&
    choice &&
    answer.result.groupNumber === choice.groupNumber &&
    answer.result.month === choice.month
      ? answer
      : null;
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Reconcile</h1>
        <Link to={paths.billing} className="text-link underline">
          All bills
        </Link>
      </div>
      <BillingReconcileCard
        groups={groups}
        groupsLoading={list.isPending}
        groupsFailure={
          list.isError && !list.data ? failureMessage(list.error, assistMessages.unableToProcess) : undefined
        }
        hasMoreMonths={list.hasNextPage}
        loadingMoreMonths={list.isFetchingNextPage}
        onMoreMonths={() => void list.fetchNextPage()}
        choice={choice}
        onChoose={(next) => {
          setUpload({ kind: "idle" });
          setParams(new URLSearchParams({ groupNumber: next.groupNumber, month: next.month }), {
            replace: true,
          });
        }}
        upload={upload}
        onFile={(file) => {
          if (choice) compare.mutate({ file, bill: choice });
        }}
        result={shown?.result}
        resultFileName={shown?.fileName}
        employeeHref={paths.review}
        invoiceHref={paths.billingInvoice}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </main>
  );
}
