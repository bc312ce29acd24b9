import { copyFor, getBrand } from "@epr/brand-themes";
import type { PlanDocumentItem } from "@epr/contract";
import { assistMessages, convertDate, documentListingFor, failureMessage } from "@epr/domain";
import { FeedbackBar } from "@epr/ui";
import { PlanDocumentList, type PlanDocumentRow } from "@epr/ui/cards/assist-employees";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { redirect, useLocation } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { callingPageOf } from "./callingPage.js";
import { documentApi, planDocumentsQuery } from "./documentQueries.js";

/** A date of the contracts' window (MM-dd-yyyy, assist-employees.md §2.5) as people read dates. */
const usDate = (value: string | null) => (value ? (convertDate(value, "usDash", "us") ?? value) : "");

type Listed = "bene-books" | "group-contracts" | "preventive-medications";
const isListed = (value: string | undefined): value is Listed =>
  value === "bene-books" || value === "group-contracts" || value === "preventive-medications";

/** Starts the listing's request with the navigation (a cancelled client's conditions come first, §2.2). */
export async function loader({ request }: { request: Request }) {
  const session = await requireEmployerArea(request, { conditionsFirst: true });
  const listing = documentListingFor(callingPageOf(new URL(request.url)));
  if (listing?.callingPage === "summary-of-benes") throw redirect(paths.summaryOfBenefits);
  const allowed = !listing?.needsEmployeesView || Boolean(session?.entitlements.employees.view);
  if (isListed(listing?.callingPage) && allowed)
    void queryClient.prefetchQuery(planDocumentsQuery(listing.callingPage));
  return null;
}

const rowOf = (item: PlanDocumentItem): PlanDocumentRow => ({
  id: item.docId,
  planName: item.planName,
  groupNumber: item.groupNumber,
  groupName: item.groupName,
  effectiveDate: item.effectiveDate,
  href: item.fullURL,
  attachments: item.riderDocuments.map((r) => ({
    id: r.docId,
    title: r.title,
    href: r.fullURL,
    effectiveDate: r.effectiveDate,
  })),
});

/**
 * Benefit booklets, group contracts and preventive medication lists (assist-employees.md §2.4): the
 * calling page value selects the listing (an unrecognised one alerts, §8); group contracts of the
 * last 3 years open in a new window and can be e-mailed (§2.5, §7); preventive medication lists
 * need employees view (§6).
 */
export function Component() {
  const location = useLocation();
  const listing = documentListingFor(callingPageOf(new URL(location.pathname + location.search, "http://x")));
  usePageTitle(listing?.heading ?? "Documents");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const brand = getBrand(session?.brandCode);
  const [filter, setFilter] = useState("");
  const allowed = !listing?.needsEmployeesView || Boolean(session?.entitlements.employees.view);
  const callingPage = listing?.callingPage;
  const documents = useQuery({
    ...planDocumentsQuery(isListed(callingPage) ? callingPage : "bene-books"),
    enabled: isListed(callingPage) && allowed,
  });
  const email = useMutation({
    mutationFn: (groupNumber: string) => documentApi.emailGroupContracts({ groupNumber }),
  });
  const contracts = callingPage === "group-contracts";
  const notAvailable =
    callingPage === "group-contracts"
      ? copyFor(brand, "groupContractsNotFound")
      : callingPage === "preventive-medications"
        ? assistMessages.preventiveMedicationsUnavailable
        : assistMessages.bookletsNotAvailable;
  return (
    <main id="main" tabIndex={-1} className="space-y-4 outline-none">
      <h1 className="font-bold text-3xl">{listing?.heading ?? "Documents"}</h1>
      {contracts && documents.data?.beginDate ? (
        <p>
          {/* The window comes in the query format (MM-dd-yyyy); people read the spec's MM/dd/yyyy. */}
          Contracts and riders effective {usDate(documents.data.beginDate)} to{" "}
          {usDate(documents.data.endDate)}.
        </p>
      ) : null}
      {email.isSuccess ? (
        <FeedbackBar variant="success" title={null}>
          The group contracts of group {email.variables} were e-mailed to {email.data.sentTo}.
        </FeedbackBar>
      ) : email.isError ? (
        <FeedbackBar variant="failure" title={null}>
          {failureMessage(email.error, assistMessages.unableToProcess)}
        </FeedbackBar>
      ) : null}
      {!allowed ? (
        <FeedbackBar variant="notification" title={null}>
          {assistMessages.noPermissionInfo}
        </FeedbackBar>
      ) : documents.isError ? (
        <FeedbackBar variant="failure" title={null}>
          {failureMessage(documents.error, assistMessages.serverError)}
        </FeedbackBar>
      ) : (
        <PlanDocumentList
          listing={listing}
          rows={(documents.data?.payload ?? []).map(rowOf)}
          filter={filter}
          onFilterChange={setFilter}
          notAvailable={notAvailable}
          loading={listing !== null && documents.isPending}
          newWindow={contracts}
          attachmentsLabel={contracts ? "Riders and addendums" : "Inserts and addendums"}
          {...(contracts ? { onEmail: (groupNumber: string) => email.mutate(groupNumber) } : {})}
        />
      )}
    </main>
  );
}
