import { assistMessages, billingUserTypeAllows, failureMessage } from "@epr/domain";
import { type BillingAccountSubmit, BillingAccountsCard } from "@epr/ui/cards/billing-accounts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { billingAccountsQuery, saveBillingAccount } from "../../lib/billingAccounts.js";
import { failureIssues, isGroupInAccount, refusalSentence } from "../../lib/failures.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { mayUseBills } from "./billingAccess.js";

export async function loader({ request }: { request: Request }) {
  const session = await requireEmployerArea(request);
  // Without Bills the layout says so and nothing is asked; a failure shows on the page.
  if (mayUseBills(session)) await queryClient.prefetchQuery(billingAccountsQuery);
  return null;
}

/**
 * /employer/billing/accounts (docs/features/billing.md, ebill accounts): who receives each group's
 * bill, how, and which group pays. Every administrator with Bills reads them; the manage billing user
 * type adds and changes them (the list's answer says the session's type; the server decides again).
 */
export function Component() {
  usePageTitle("Billing accounts");
  const accounts = useQuery(billingAccountsQuery);
  const [editing, setEditing] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ account, values }: BillingAccountSubmit) => saveBillingAccount(account, values),
    onSuccess: () => setEditing(null),
  });
  const error = save.error;
  // A group billed by another account is said at the groups; the schema's field errors at theirs.
  const serverErrors = error
    ? {
        ...Object.fromEntries(failureIssues(error).map((issue) => [issue.path, issue.message])),
        ...(isGroupInAccount(error) ? { groupNumbers: refusalSentence(error, "") } : {}),
      }
    : null;
  const failure =
    accounts.isError && !accounts.data
      ? failureMessage(accounts.error, assistMessages.unableToProcess)
      : error && !isGroupInAccount(error) && failureIssues(error).length === 0
        ? failureMessage(error, assistMessages.unableToProcess)
        : undefined;
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Billing accounts</h1>
        <Link to={paths.billing} className="text-link underline">
          All bills
        </Link>
      </div>
      {failure ? (
        <p role="alert" className="m-0 text-destructive">
          {failure}
        </p>
      ) : null}
      {accounts.isPending ? (
        <p role="status" className="m-0 text-muted-foreground">
          Loading billing accounts…
        </p>
      ) : accounts.data ? (
        <BillingAccountsCard
          id="billing-accounts"
          accounts={accounts.data.accounts}
          groups={accounts.data.groups}
          mayManage={billingUserTypeAllows(accounts.data.userType, "manage")}
          onSubmit={(submit) => save.mutate(submit)}
          saving={save.isPending}
          serverErrors={serverErrors}
          editing={editing}
          onEditingChange={(next) => {
            save.reset();
            setEditing(next);
          }}
        />
      ) : null}
    </main>
  );
}
