import { Spinner } from "@epr/ui";
import { ContactsCard } from "@epr/ui/cards/client-information";
import { useQuery } from "@tanstack/react-query";
import { requireEmployerArea } from "../../lib/guards.js";
import { LoadFailure } from "../../lib/LoadFailure.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { groupContactsQuery } from "../client-info/queries.js";
import { useGroupOfPage } from "./GroupInfoLayout.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  const groupNumber = new URL(request.url).searchParams.get("groupNumber") ?? "";
  // A failure does not throw to the route's error page: the tab shows it (§8 failure).
  await queryClient.prefetchQuery(groupContactsQuery(groupNumber));
  return null;
}

/** groupInfo /contacts (assist-employees.md §2.1): the group's own contacts. */
export function Component() {
  usePageTitle("Group Information: Contacts");
  const { groupNumber } = useGroupOfPage();
  const { data, error } = useQuery(groupContactsQuery(groupNumber));
  if (error) return <LoadFailure error={error} />;
  if (!data) return <Spinner label="Loading contacts" />;
  return <ContactsCard contacts={data.payload} copy={{ title: "Group Contacts" }} />;
}
