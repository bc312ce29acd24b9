import { assistMessages, failureMessage } from "@epr/domain";
import { BillingInvoicesCard } from "@epr/ui/cards/billing-invoices";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { mayUseBills } from "./billingAccess.js";
import { billingInvoicesQuery } from "./billingQueries.js";

export async function loader({ request }: { request: Request }) {
  const session = await requireEmployerArea(request);
  // Without Bills the layout says so and nothing is asked; a failure shows in the card, not the error page.
  if (mayUseBills(session)) await queryClient.prefetchInfiniteQuery(billingInvoicesQuery);
  return null;
}

/**
 * /employer/billing (docs/features/billing.md, Pages): the bills of the groups the administrator may
 * see, newest month first with their state; each opens its bill, each group its payments and balance;
 * older bills a page at a time.
 */
export function Component() {
  usePageTitle("Bills");
  const list = useInfiniteQuery(billingInvoicesQuery);
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Bills</h1>
        <div className="flex flex-wrap gap-4">
          <Link to={paths.billingReconcile()} className="text-link underline">
            Reconcile with your roster
          </Link>
          <Link to={paths.billingAccounts} className="text-link underline">
            Billing accounts
          </Link>
        </div>
      </div>
      <BillingInvoicesCard
        // The page's H1 says "Bills": the card's region names what it lists. No demo command in the
        // empty state: the portal cannot tell the demo from a deployment (docs/features/billing.md).
        copy={{ title: "Your groups' bills" }}
        invoices={list.data?.pages.flatMap((page) => page.invoices) ?? []}
        loading={list.isPending}
        failure={
          list.isError && !list.data ? failureMessage(list.error, assistMessages.unableToProcess) : undefined
        }
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        invoiceHref={paths.billingInvoice}
        accountHref={paths.billingAccount}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </main>
  );
}
