import { BrandProvider } from "@epr/brand-themes";
import { clientSelectionCalls } from "@epr/contract";
import { sessionMessages } from "@epr/domain";
import { Button, FeedbackBar, Spinner } from "@epr/ui";
import { NoSelection } from "@epr/ui/modals/no-selection";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { SignedInBand } from "../../components/SignedInBand.js";
import { failureSentence } from "../../lib/failures.js";
import { featureApi } from "../../lib/featureApi.js";
import { outsideBrandCode } from "../../lib/outsideBrand.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { configQuery } from "../../lib/signIn.js";
import { usePageTitle } from "../../lib/usePageTitle.js";

const clientsApi = featureApi(clientSelectionCalls);

/** Only a signed-in multi-client administrator without a chosen client belongs here. */
export async function loader() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect(`${paths.login}?next=${encodeURIComponent(paths.clientSelection)}`);
  // A temporary password's session may do nothing before its change (session-and-admin.md §4).
  if (session.passwordChangeRequired) throw redirect(paths.verifyAndAgree);
  if (session.admin.internal) throw redirect(paths.clients);
  if (!session.admin.multiClient && session.employer) throw redirect(paths.home);
  return null;
}

/**
 * /client-selection (session-and-admin.md §2): a multi-client administrator picks a client, then
 * works as that client's employer. The list shows once the service answers, success or failure.
 */
export function Component() {
  usePageTitle("Choose a client");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const { data: config } = useQuery(configQuery);
  const navigate = useNavigate();
  const clients = useQuery({ queryKey: ["clients"], queryFn: () => clientsApi.clients() });
  const [choice, setChoice] = useState("");
  const [noSelection, setNoSelection] = useState(false);
  const choose = useMutation({
    mutationFn: (clientNumber: string) => clientsApi.chooseClient(clientNumber),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQuery.queryKey, session);
      navigate(paths.home);
    },
  });

  return (
    // The deployment's brand, else the client being worked for or the last one (lib/outsideBrand.ts).
    <BrandProvider
      brandCode={outsideBrandCode(config?.pinnedBrand, session?.employer?.brandCode)}
      className="min-h-screen bg-background"
    >
      {session ? <SignedInBand session={session} /> : null}
      <main id="main" className="mx-auto max-w-3xl px-6 py-8">
        <h1 className="mb-4 font-bold text-3xl">Choose a client</h1>
        {clients.isPending ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner size="sm" label="" /> Loading your clients…
          </p>
        ) : clients.isError ? (
          <FeedbackBar variant="failure">{sessionMessages.clientsListFailed}</FeedbackBar>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!choice) return setNoSelection(true);
              choose.mutate(choice);
            }}
          >
            <fieldset>
              <legend className="mb-2 font-semibold">Clients you administer</legend>
              <ul className="flex flex-col gap-2">
                {clients.data.clients.map((c) => (
                  <li key={c.clientNumber}>
                    <label className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="client"
                        value={c.clientNumber}
                        checked={choice === c.clientNumber}
                        onChange={() => {
                          setChoice(c.clientNumber);
                          setNoSelection(false);
                        }}
                        className="size-4 focus-visible:focus-ring"
                      />
                      {c.clientName} ({c.clientNumber}){c.clientStatus === "cancelled" ? " — cancelled" : ""}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {choose.isError ? (
              <FeedbackBar variant="failure" className="mt-4">
                {failureSentence(choose.error, "The client could not be chosen.")}
              </FeedbackBar>
            ) : null}
            <Button type="submit" className="mt-6" loading={choose.isPending}>
              LOG IN
            </Button>
            <NoSelection open={noSelection} onClose={() => setNoSelection(false)} />
          </form>
        )}
      </main>
    </BrandProvider>
  );
}
