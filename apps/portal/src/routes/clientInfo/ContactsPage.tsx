import { ContactsCard } from "@epr/ui/cards/client-information";
import { useSuspenseQuery } from "@tanstack/react-query";
import { requireEmployerArea } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { clientContactsQuery } from "./queries.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  await queryClient.ensureQueryData(clientContactsQuery);
  return null;
}

/** /employer/client-info/contacts (assist-employees.md §2.1, §7 getContacts). */
export function Component() {
  usePageTitle("Client Information: Contacts");
  const { data } = useSuspenseQuery(clientContactsQuery);
  return <ContactsCard contacts={data.payload} />;
}
