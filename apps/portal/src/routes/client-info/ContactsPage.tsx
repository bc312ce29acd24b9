import { Spinner } from "@epr/ui";
import { ContactsCard } from "@epr/ui/cards/client-information";
import { useQuery } from "@tanstack/react-query";
import { requireEmployerArea } from "../../lib/guards.js";
import { LoadFailure } from "../../lib/LoadFailure.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { clientContactsQuery } from "./queries.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  // A failure does not throw to the route's error page: the tab shows it (§8 failure).
  await queryClient.prefetchQuery(clientContactsQuery);
  return null;
}

/** /employer/client-info/contacts (assist-employees.md §2.1, §7 getContacts). */
export function Component() {
  usePageTitle("Client Information: Contacts");
  const { data, error } = useQuery(clientContactsQuery);
  if (error) return <LoadFailure error={error} />;
  if (!data) return <Spinner label="Loading contacts" />;
  return <ContactsCard contacts={data.payload} />;
}
