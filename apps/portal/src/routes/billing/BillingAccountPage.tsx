import { billingGroupParamSchema, type PaymentRequest } from "@epr/contract";
import { assistMessages, failureMessage } from "@epr/domain";
import { BillingAccountSummaryCard } from "@epr/ui/cards/billing-account-summary";
import { BillingPaymentCard } from "@epr/ui/cards/billing-payment";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, type Params, useParams } from "react-router";
import { failureSentence, isDuplicatePayment } from "../../lib/failures.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { mayUseBills } from "./billingAccess.js";
import { billingAccountQuery, billingApi, billingKey } from "./billingQueries.js";

/** The group's number from the address, when it is one (the contract's schema). */
const groupNumberOf = (params: Params) => {
  const parsed = billingGroupParamSchema.safeParse({ groupNumber: params.groupNumber });
  return parsed.success ? parsed.data.groupNumber : null;
};

export async function loader({ request, params }: { request: Request; params: Params }) {
  const session = await requireEmployerArea(request);
  const groupNumber = groupNumberOf(params);
  if (groupNumber && mayUseBills(session)) await queryClient.prefetchQuery(billingAccountQuery(groupNumber));
  return null;
}

/** The refusal of a reference recorded already for the group, else null. */
const duplicateReference = (error: unknown) =>
  isDuplicatePayment(error) ? failureSentence(error, null) : null;

/** Records payments for one group: one Idempotency-Key per payment typed, so a retry records it once. */
function PaymentForm({ groupNumber, mayPay }: { groupNumber: string; mayPay: boolean }) {
  const client = useQueryClient();
  const keys = useRef(new Map<string, string>());
  // A new form after each payment recorded: its fields start empty again.
  const [round, setRound] = useState(0);
  const [recorded, setRecorded] = useState<{ reference: string; amountCents: number } | undefined>();
  const record = useMutation({
    mutationFn: (body: PaymentRequest) => {
      const id = JSON.stringify(body);
      const key = keys.current.get(id) ?? crypto.randomUUID();
      keys.current.set(id, key);
      return billingApi.recordPayment(groupNumber, body, key);
    },
    onSuccess: (answer) => {
      client.setQueryData(billingAccountQuery(groupNumber).queryKey, answer.account);
      // The bills' paid amounts and states changed with it.
      void client.invalidateQueries({ queryKey: billingKey });
      setRecorded({ reference: answer.payment.reference, amountCents: answer.payment.amountCents });
      setRound((n) => n + 1);
    },
  });
  const duplicate = record.isError ? duplicateReference(record.error) : null;
  return (
    <BillingPaymentCard
      key={round}
      mayPay={mayPay}
      onSubmit={(values) => {
        setRecorded(undefined);
        record.mutate(values);
      }}
      submitting={record.isPending}
      recorded={recorded}
      referenceError={duplicate ?? undefined}
      failure={
        record.isError && !duplicate
          ? failureMessage(record.error, assistMessages.unableToProcess)
          : undefined
      }
    />
  );
}

/**
 * /employer/billing/groups/:groupNumber (docs/features/billing.md, Pages): a group's balance, past due,
 * next due date, open bills and payments; an administrator who may pay for the group records a
 * payment here, and the account shows it at once.
 */
export function Component() {
  usePageTitle("Payments and balance");
  const groupNumber = groupNumberOf(useParams());
  const account = useQuery({
    ...billingAccountQuery(groupNumber ?? "-"),
    enabled: groupNumber !== null,
  });
  const failure =
    groupNumber === null
      ? assistMessages.unableToProcess
      : account.isError && !account.data
        ? failureMessage(account.error, assistMessages.unableToProcess)
        : undefined;
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 font-bold text-3xl">Payments and balance</h1>
        <Link to={paths.billing} className="text-link underline">
          All bills
        </Link>
      </div>
      <BillingAccountSummaryCard
        // The page's H1 says what the page is: the card names the group.
        copy={{ title: "{group} ({number})" }}
        account={account.data}
        loading={groupNumber !== null && account.isPending}
        failure={failure}
        invoiceHref={paths.billingInvoice}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      {groupNumber && account.data ? (
        <PaymentForm groupNumber={groupNumber} mayPay={account.data.mayPay} />
      ) : null}
    </main>
  );
}
