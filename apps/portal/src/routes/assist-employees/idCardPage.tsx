import type { IdCardMembersResponse } from "@epr/contract";
import { assistMessages } from "@epr/domain";
import { FeedbackBar, Spinner } from "@epr/ui";
import { IdCardOrder } from "@epr/ui/cards/id-cards";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, type LoaderFunctionArgs, useSearchParams } from "react-router";
import { failureKind } from "../../lib/failures.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { addressLine, orderMembersOf } from "./idCardProps.js";
import { idCardMembersQuery } from "./idCardQueries.js";
import { useIdCardOrder } from "./useIdCardOrder.js";

/**
 * The loader of both ID card pages (assist-employees.md §2.1 assistEmployees.idCards and
 * requestIdCard): starts loading the employee's members with the page; a failure shows on the page (§8).
 */
export async function idCardsLoader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request);
  const umi = new URL(request.url).searchParams.get("umi");
  if (umi) void queryClient.prefetchQuery(idCardMembersQuery(umi));
  return null;
}

/** The employee of the address (`umi`), their members with their cards, and the order's handlers. */
export function useIdCardMembers() {
  const [search] = useSearchParams();
  const umi = search.get("umi") ?? "";
  // Asked once per visit: the loader's request is the page's (a failed one is not asked again on
  // mount; an unknown member ID stays unknown).
  const cards = useQuery({
    ...idCardMembersQuery(umi),
    enabled: umi !== "",
    retry: false,
    retryOnMount: false,
  });
  const order = useIdCardOrder(umi);
  return { umi, cards, order };
}

/** What an ID card page shows once the members are loaded. */
export interface IdCardPageView {
  umi: string;
  members: IdCardMembersResponse;
  order: ReturnType<typeof useIdCardOrder>;
}

export const idCardLinkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * The frame of both ID card pages (assist-employees.md §2.6): the heading, then the way to choose an
 * employee when the address names none, the spinner while loading, the ID card error text when the
 * service fails (§8), or the page's own content.
 */
export function IdCardPage({
  title,
  children,
}: {
  title: string;
  children: (view: IdCardPageView) => ReactNode;
}) {
  usePageTitle(title);
  const { umi, cards, order } = useIdCardMembers();
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <h1 className="m-0 font-bold text-3xl">{title}</h1>
      {umi === "" ? (
        <p>
          Choose an employee first:{" "}
          <Link className={idCardLinkClass} to={paths.findEmployee}>
            Find an employee
          </Link>
          , then open ID Cards from the employee's actions.
        </p>
      ) : cards.isPending ? (
        <Spinner />
      ) : cards.isError ? (
        failureKind(cards.error) === "notFound" ? (
          // An unknown member ID (or one outside the administrator's groups): said plainly, with the
          // way to find the employee; nothing to try again.
          <FeedbackBar variant="notification" title={null}>
            {assistMessages.idCardUnknownMember(umi)}{" "}
            <Link className={idCardLinkClass} to={paths.findEmployee}>
              Find an employee
            </Link>
          </FeedbackBar>
        ) : (
          <FeedbackBar variant="failure">{assistMessages.idCardError}</FeedbackBar>
        )
      ) : (
        children({ umi, members: cards.data, order })
      )}
    </main>
  );
}

/** The order section of both pages: the order card, or for a view-only login a note instead. */
export function IdCardOrderSection({ members, order }: Pick<IdCardPageView, "members" | "order">) {
  const { viewOnly, ...handlers } = order;
  if (viewOnly) return <p className="m-0">{assistMessages.idCardOrderViewOnly}</p>;
  return (
    <IdCardOrder members={orderMembersOf(members)} mailingAddress={addressLine(members)} {...handlers} />
  );
}
