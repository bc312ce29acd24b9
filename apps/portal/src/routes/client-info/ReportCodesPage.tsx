import { assistMessages, failureMessage } from "@epr/domain";
import { ClientReportCodesCard } from "@epr/ui/cards/client-information";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { requireEmployerArea } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { clientReportCodesQuery } from "./queries.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  // A failure does not throw to the route's error page: the tab shows it (§8 failure).
  await queryClient.prefetchQuery(clientReportCodesQuery(undefined));
  return null;
}

/**
 * /employer/client-info/report-codes (assist-employees.md §2.10, §7 getReportCodes, §9: 1000 a
 * page): the cursors of the pages seen so far make Previous.
 */
export function Component() {
  usePageTitle("Client Information: Report Codes");
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const { data, isFetching, error } = useQuery(clientReportCodesQuery(after));
  const next = data?.next ?? null;
  // A page that failed says so (§8), not "The service returned no items.", inside the card: its
  // paging stays, with the way back and the focus of the button just pressed.
  return (
    <ClientReportCodesCard
      rows={data?.payload ?? []}
      page={cursors.length + 1}
      hasPrevious={cursors.length > 0}
      hasNext={next !== null}
      loading={isFetching}
      failure={error ? failureMessage(error, assistMessages.unableToProcess) : null}
      onPrevious={() => setCursors((list) => list.slice(0, -1))}
      onNext={() => next && setCursors((list) => [...list, next])}
    />
  );
}
