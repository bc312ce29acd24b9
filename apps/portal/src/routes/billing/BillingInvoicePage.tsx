import { billingMessages, invoiceIdParamSchema } from "@epr/contract";
import { assistMessages, failureMessage } from "@epr/domain";
import { BillingInvoiceCard } from "@epr/ui/cards/billing-invoice";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link, type Params, useParams, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { mayUseBills } from "./billingAccess.js";
import {
  type BillingLinesQuery,
  billingInvoicePdfUrl,
  billingInvoiceQuery,
  billingInvoiceXlsxUrl,
} from "./billingQueries.js";

/** The bill's number from the address, when it is one (the contract's schema); anything else is no bill. */
const invoiceIdOf = (params: Params) => {
  const parsed = invoiceIdParamSchema.safeParse({ invoiceId: params.invoiceId });
  return parsed.success ? parsed.data.invoiceId : null;
};

/** The lines' filter from the address (?search=&lineOfBusiness=), so a reload or a return keeps it. */
const filterOf = (params: URLSearchParams): BillingLinesQuery => ({
  search: params.get("search") ?? "",
  lineOfBusiness: params.get("lineOfBusiness") || null,
});

export async function loader({ request, params }: { request: Request; params: Params }) {
  const session = await requireEmployerArea(request);
  const invoiceId = invoiceIdOf(params);
  if (invoiceId && mayUseBills(session))
    await queryClient.prefetchInfiniteQuery(
      billingInvoiceQuery(invoiceId, filterOf(new URL(request.url).searchParams)),
    );
  return null;
}

/**
 * /employer/billing/invoices/:invoiceId (docs/features/billing.md, Pages): one bill — its summary and
 * state, PDF and .xlsx, totals by line of business, the premium lines searched by name or member ID
 * and narrowed to a line of business (kept in the address), each subscriber opening their employee
 * summary, and the adjustments apart.
 */
export function Component() {
  usePageTitle("Bill");
  const invoiceId = invoiceIdOf(useParams());
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const bill = useInfiniteQuery({
    ...billingInvoiceQuery(invoiceId ?? "0", filter),
    enabled: invoiceId !== null,
    // A new search keeps the bill on screen while its lines are read.
    placeholderData: keepPreviousData,
  });
  const first = bill.data?.pages[0];
  const failure =
    invoiceId === null
      ? billingMessages.invoiceNotFound
      : bill.isError && !bill.data
        ? failureMessage(bill.error, assistMessages.unableToProcess)
        : undefined;
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Bill</h1>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {first ? (
            <Link
              to={paths.billingReconcile({
                groupNumber: first.invoice.groupNumber,
                month: first.invoice.month,
              })}
              className="text-link underline"
            >
              Reconcile with your roster
            </Link>
          ) : null}
          <Link to={paths.billing} className="text-link underline">
            All bills
          </Link>
        </div>
      </div>
      <BillingInvoiceCard
        invoice={first?.invoice}
        loading={invoiceId !== null && bill.isPending}
        failure={failure}
        lines={bill.data?.pages.flatMap((page) => page.lines) ?? []}
        adjustments={first?.adjustments ?? []}
        toSettle={first?.toSettle ?? []}
        filter={filter}
        onFilterChange={(next) => {
          const query = new URLSearchParams();
          if (next.search) query.set("search", next.search);
          if (next.lineOfBusiness) query.set("lineOfBusiness", next.lineOfBusiness);
          setParams(query);
        }}
        linesLoading={bill.isPlaceholderData}
        linesFailure={
          bill.isError && bill.data ? failureMessage(bill.error, assistMessages.unableToProcess) : undefined
        }
        hasMoreLines={bill.hasNextPage}
        loadingMoreLines={bill.isFetchingNextPage}
        onMoreLines={() => void bill.fetchNextPage()}
        pdfHref={billingInvoicePdfUrl(invoiceId ?? "")}
        xlsxHref={billingInvoiceXlsxUrl(invoiceId ?? "")}
        employeeHref={paths.review}
        accountHref={first ? paths.billingAccount(first.invoice.groupNumber) : undefined}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </main>
  );
}
