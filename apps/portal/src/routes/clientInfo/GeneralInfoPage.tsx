import { ClientGeneralInfoCard } from "@epr/ui/cards/client-information";
import { useSuspenseQuery } from "@tanstack/react-query";
import { requireEmployerArea } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { clientGeneralInfoQuery } from "./queries.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  await queryClient.ensureQueryData(clientGeneralInfoQuery);
  return null;
}

/** /employer/client-info/general-info (assist-employees.md §2.10, §7 getGeneralInfo). */
export function Component() {
  usePageTitle("Client Information: General Info");
  const { data } = useSuspenseQuery(clientGeneralInfoQuery);
  return <ClientGeneralInfoCard info={data.payload} />;
}
