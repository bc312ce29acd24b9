import { cancelledConditionsCalls } from "@epr/contract";
import { formatUsDateTime, mustAcceptConditions } from "@epr/domain";
import { CancelledConditionsCard, type ConditionsAcknowledgement } from "@epr/ui/cards/cancelled-conditions";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { failureSentence } from "../../lib/failures.js";
import { featureApi } from "../../lib/featureApi.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";

const conditionsApi = featureApi(cancelledConditionsCalls);

/** Only an administrator with conditions still to accept belongs here; anyone else goes home. */
export async function loader() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!mustAcceptConditions(session?.employer)) throw redirect(paths.home);
  return null;
}

/**
 * /employer/cancelled-conditions (session-and-admin.md §2 cancelledConditions, §4 Cancelled client):
 * accepting e-mails a confirmation, shows the acknowledgement and sets agreed; Continue goes home.
 */
export function Component() {
  usePageTitle("Conditions for a Cancelled Client");
  const navigate = useNavigate();
  const { data: session } = useSuspenseQuery(sessionQuery);
  const [acknowledgement, setAcknowledgement] = useState<ConditionsAcknowledgement | null>(null);
  const accept = useMutation({
    mutationFn: () => conditionsApi.acceptConditions(),
    onSuccess: (answer) => {
      setAcknowledgement({
        acceptedAt: answer.acceptedAt ? formatUsDateTime(answer.acceptedAt) : "",
        sentTo: answer.confirmationSentTo,
      });
      queryClient.setQueryData(sessionQuery.queryKey, answer.session);
    },
  });
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl outline-none">
      <CancelledConditionsCard
        clientName={session?.employer?.clientName ?? ""}
        acknowledgement={acknowledgement}
        onAccept={() => accept.mutate()}
        onContinue={() => navigate(paths.home)}
        accepting={accept.isPending}
        error={
          accept.isError
            ? failureSentence(accept.error, "The acceptance could not be recorded. Please try again.")
            : null
        }
      />
    </main>
  );
}
