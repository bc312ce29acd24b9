import { ContactsCard } from "@epr/ui/cards/client-information";
import { useSuspenseQuery } from "@tanstack/react-query";
import { requireEmployerArea } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { groupContactsQuery } from "../clientInfo/queries.js";
import { useGroupOfPage } from "./GroupInfoLayout.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  const groupNumber = new URL(request.url).searchParams.get("groupNumber") ?? "";
  await queryClient.ensureQueryData(groupContactsQuery(groupNumber));
  return null;
}

/** groupInfo /contacts (assist-employees.md §2.1): the group's own contacts. */
export function Component() {
  usePageTitle("Group Information: Contacts");
  const { groupNumber } = useGroupOfPage();
  const { data } = useSuspenseQuery(groupContactsQuery(groupNumber));
  return <ContactsCard contacts={data.payload} copy={{ title: "Group Contacts" }} />;
}
