import { Spinner } from "@epr/ui";
import { ClientGeneralInfoCard } from "@epr/ui/cards/client-information";
import { useQuery } from "@tanstack/react-query";
import { requireEmployerArea } from "../../lib/guards.js";
import { LoadFailure } from "../../lib/LoadFailure.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { clientGeneralInfoQuery } from "./queries.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  // A failure does not throw to the route's error page: the tab shows it (§8 failure).
  await queryClient.prefetchQuery(clientGeneralInfoQuery);
  return null;
}

/** /employer/client-info/general-info (assist-employees.md §2.10, §7 getGeneralInfo). */
export function Component() {
  usePageTitle("Client Information: General Info");
  const { data, error } = useQuery(clientGeneralInfoQuery);
  if (error) return <LoadFailure error={error} />;
  if (!data) return <Spinner label="Loading general information" />;
  return <ClientGeneralInfoCard info={data.payload} />;
}
