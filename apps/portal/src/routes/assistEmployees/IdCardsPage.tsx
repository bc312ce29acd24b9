import { assistMessages } from "@epr/domain";
import { FeedbackBar, Spinner } from "@epr/ui";
import { IdCardOrder, IdCardViewer } from "@epr/ui/cards/id-cards";
import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { addressLine, orderMembersOf, viewerMembersOf } from "./idCardProps.js";
import { idCardMembersQuery } from "./idCardQueries.js";
import { useIdCardOrder } from "./useIdCardOrder.js";

/** Starts loading the cards with the page (a failure shows on the page, §8). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request);
  const umi = new URL(request.url).searchParams.get("umi");
  if (umi) void queryClient.prefetchQuery(idCardMembersQuery(umi));
  return null;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * /employer/assist-employees/id-cards?umi=… (assist-employees.md §2.1 assistEmployees.idCards, §2.6):
 * the employee's members and their cards as the server draws them, with the viewer's controls, and
 * the order-ID-card section. Service failures show the ID card error text (§8).
 */
export function Component() {
  usePageTitle("ID Cards");
  const [search] = useSearchParams();
  const umi = search.get("umi") ?? "";
  const cards = useQuery({ ...idCardMembersQuery(umi), enabled: umi !== "", retry: false });
  const order = useIdCardOrder(umi);
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <h1 className="m-0 font-bold text-3xl">ID Cards</h1>
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
            <Link className={linkClass} to={paths.review(umi)}>
              Back to the employee summary
            </Link>
          </p>
          <IdCardViewer members={viewerMembersOf(cards.data)} onPrint={() => window.print()} />
          <div className="print:hidden">
            <IdCardOrder
              members={orderMembersOf(cards.data)}
              mailingAddress={addressLine(cards.data)}
              {...order}
            />
          </div>
        </>
      )}
    </main>
  );
}
