import {
  type ApiCall,
  billingAccountResponseSchema,
  invoiceResponseSchema,
  invoicesResponseSchema,
  type PaymentRequest,
  paymentResponseSchema,
  type ReconcileQuery,
  type ReconcileResponse,
  reconcileResponseSchema,
} from "@epr/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";
import { type UploadProgress, uploadWithProgress } from "../../lib/uploadWithProgress.js";

/**
 * Premium billing (docs/features/billing.md, Pages): the billing calls, their query keys and the
 * addresses of a bill's files, in one module.
 */

const invoicePath = (invoiceId: string) => `/api/billing/invoices/${encodeURIComponent(invoiceId)}`;
const groupPath = (groupNumber: string) => `/api/billing/groups/${encodeURIComponent(groupNumber)}`;

/** A bill's PDF (the brand's colours and logo), made by the server. */
export const billingInvoicePdfUrl = (invoiceId: string) => `${invoicePath(invoiceId)}/pdf`;
/** A bill's detail as a spreadsheet (.xlsx), made by the server. */
export const billingInvoiceXlsxUrl = (invoiceId: string) => `${invoicePath(invoiceId)}/xlsx`;

/** What a bill's lines are narrowed to: a name or member ID ("" for none) and a line of business. */
export interface BillingLinesQuery {
  search: string;
  lineOfBusiness: string | null;
}

/** The typed calls of the billing routes. */
export function billingCalls(call: ApiCall) {
  return {
    billingInvoices: (after?: string) =>
      call(
        `/api/billing/invoices${after ? `?after=${encodeURIComponent(after)}` : ""}`,
        invoicesResponseSchema,
      ),
    billingInvoice: (invoiceId: string, filter: BillingLinesQuery, after?: string) => {
      const query = new URLSearchParams();
      if (filter.search) query.set("search", filter.search);
      if (filter.lineOfBusiness) query.set("lineOfBusiness", filter.lineOfBusiness);
      if (after) query.set("after", after);
      const search = query.toString();
      return call(`${invoicePath(invoiceId)}${search ? `?${search}` : ""}`, invoiceResponseSchema);
    },
    billingAccount: (groupNumber: string) =>
      call(`${groupPath(groupNumber)}/account`, billingAccountResponseSchema),
    /** Records a payment; `idempotencyKey` is the same for every retry of one submit. */
    recordPayment: (groupNumber: string, body: PaymentRequest, idempotencyKey: string) =>
      call(`${groupPath(groupNumber)}/payments`, paymentResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "idempotency-key": idempotencyKey },
      }),
  };
}

/** The billing calls, a client of their own (the billing chunks carry them, not the shell). */
export const billingApi = featureApi(billingCalls);

/** Every billing query starts with this key (a payment recorded makes them all stale). */
export const billingKey = ["billing"] as const;

/** The bills of the groups the session may read, newest month first, a keyset page (20) at a time. */
export const billingInvoicesQuery = infiniteQueryOptions({
  queryKey: [...billingKey, "invoices"],
  queryFn: ({ pageParam }) => billingApi.billingInvoices(pageParam ?? undefined),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next,
});

/** One bill with its premium lines for a filter, a keyset page (200 lines) at a time. */
export const billingInvoiceQuery = (invoiceId: string, filter: BillingLinesQuery) =>
  infiniteQueryOptions({
    queryKey: [...billingKey, "invoice", invoiceId, filter.search, filter.lineOfBusiness],
    queryFn: ({ pageParam }) => billingApi.billingInvoice(invoiceId, filter, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

/** A group's balance, due date, open bills and latest payments. */
export const billingAccountQuery = (groupNumber: string) =>
  queryOptions({
    queryKey: [...billingKey, "account", groupNumber],
    queryFn: () => billingApi.billingAccount(groupNumber),
  });

/**
 * Sends a roster's bytes for a group's bill of a month (`POST /api/billing/reconcile?groupNumber=&month=`)
 * with upload progress, as the bulk upload sends its file (lib/uploadWithProgress: "sent" is the
 * server comparing). Resolves with the differences; rejects with an `ApiError` as every other call
 * (a refused roster is the bulk import's 422 file refusal, read by lib/failures).
 * Nothing is cached: the roster is compared when it is sent, and kept nowhere.
 */
export function reconcileRoster(
  file: File,
  bill: ReconcileQuery,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ReconcileResponse> {
  return uploadWithProgress(
    `/api/billing/reconcile?${new URLSearchParams({ ...bill })}`,
    file,
    reconcileResponseSchema,
    onProgress,
    signal,
  );
}
