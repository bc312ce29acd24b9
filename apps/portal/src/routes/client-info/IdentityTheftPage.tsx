import { copyFor, getBrand } from "@epr/brand-themes";
import type { IdentityTheftSaveRequest } from "@epr/contract";
import { brandSuccessText, identityTheftSaveFailure } from "@epr/domain";
import { FeedbackBar, Spinner } from "@epr/ui";
import { IdentityTheftCard, type IdentityTheftOutcome } from "@epr/ui/cards/identity-theft";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { requireEmployerArea } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { identityTheftApi, identityTheftQuery } from "./identityTheftQueries.js";
import { brandGroupsQuery } from "./queries.js";

/**
 * Loads the groups before the page shows (an employer-area page: signed in, client chosen). A
 * failure does not throw: the tab says the brand's page-unavailable text (§8) under the tab strip.
 */
export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request, { conditionsFirst: false });
  await queryClient.prefetchQuery(identityTheftQuery);
  return null;
}

/**
 * /employer/client-info/id-theft (assist-employees.md §2.1, §2.11), the client info page's identity
 * theft tab (the layout holds the page's heading): opt groups in or out of
 * identity theft protection with the brand's texts; the server stores only the changed groups and
 * answers msgCase optin (the thanks) or success (§8). The groups failing to load show the brand's
 * page-unavailable text; a failed save shows the server's reason for a refusal, the unknown-msgCase
 * sentence for an answer it does not recognise, else the brand's save failure (§8), and the
 * choices made stay as they were.
 */
export function Component() {
  usePageTitle("Identity Theft Protection");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const groups = useQuery(identityTheftQuery);
  const [outcome, setOutcome] = useState<IdentityTheftOutcome | null>(null);
  const brand = getBrand(session?.brandCode);
  const save = useMutation({
    mutationFn: (body: IdentityTheftSaveRequest) => identityTheftApi.saveIdentityTheft(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(identityTheftQuery.queryKey, { payload: answer.payload });
      // Group info's identity theft section reads the same state (getBrandGroups).
      void queryClient.invalidateQueries({ queryKey: brandGroupsQuery.queryKey });
      setOutcome({ kind: answer.msgCase });
    },
    onError: (error) =>
      setOutcome({
        kind: "failure",
        message: identityTheftSaveFailure(error, copyFor(brand, "idTheftSaveFailure")),
      }),
  });
  if (groups.isError) return <FeedbackBar variant="failure">{copyFor(brand, "idTheftError")}</FeedbackBar>;
  if (!groups.data) return <Spinner label="Loading identity theft protection" />;
  return (
    <IdentityTheftCard
      groups={groups.data.payload.groups}
      copy={{
        disclaimer: copyFor(brand, "idTheftDisclaimer"),
        // §8: an empty brand text says so rather than a blank success.
        success: brandSuccessText(copyFor(brand, "idTheftSuccess")),
        optInThanks: brandSuccessText(copyFor(brand, "idTheftOptInThanks")),
        saveFailure: copyFor(brand, "idTheftSaveFailure"),
      }}
      saving={save.isPending}
      outcome={outcome}
      onSubmit={async (idTheftGroups) => {
        setOutcome(null);
        await save.mutateAsync({ idTheftGroups }).catch(() => undefined);
      }}
    />
  );
}
