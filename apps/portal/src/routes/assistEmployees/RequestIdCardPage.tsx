import { assistMessages } from "@epr/domain";
import { FeedbackBar, Spinner } from "@epr/ui";
import { IdCardOrder } from "@epr/ui/cards/id-cards";
import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { addressLine, orderMembersOf } from "./idCardProps.js";
import { idCardMembersQuery } from "./idCardQueries.js";
import { useIdCardOrder } from "./useIdCardOrder.js";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request);
  const umi = new URL(request.url).searchParams.get("umi");
  if (umi) void queryClient.prefetchQuery(idCardMembersQuery(umi));
  return null;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * /employer/assist-employees/request-id-card?umi=… (assist-employees.md §2.1
 * assistEmployees.requestIdCard, §2.6, §4, §5): ordering an employee's ID cards on a page of its own.
 */
export function Component() {
  usePageTitle("Request ID Cards");
  const [search] = useSearchParams();
  const umi = search.get("umi") ?? "";
  const cards = useQuery({ ...idCardMembersQuery(umi), enabled: umi !== "", retry: false });
  const order = useIdCardOrder(umi);
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <h1 className="m-0 font-bold text-3xl">Request ID Cards</h1>
      {umi === "" ? (
        <p>
          Choose an employee first:{" "}
          <Link className={linkClass} to={paths.findEmployee}>
            Find an employee
          </Link>
          , then open ID Cards from the employee's actions.
        </p>
      ) : cards.isPending ? (
        <Spinner />
      ) : cards.isError ? (
        <FeedbackBar variant="failure">{assistMessages.idCardError}</FeedbackBar>
      ) : (
        <>
          <p className="m-0">
            <Link className={linkClass} to={paths.idCards(umi)}>
              View the ID cards
            </Link>
          </p>
          <IdCardOrder
            members={orderMembersOf(cards.data)}
            mailingAddress={addressLine(cards.data)}
            {...order}
          />
        </>
      )}
    </main>
  );
}
