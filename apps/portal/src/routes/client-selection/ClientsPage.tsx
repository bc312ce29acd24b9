import { BrandProvider } from "@epr/brand-themes";
import { clientSelectionCalls } from "@epr/contract";
import { sessionMessages } from "@epr/domain";
import type { ClientSearchForm } from "@epr/forms";
import { ClientSearchCard, type ClientSearchResults } from "@epr/ui/cards/client-search";
import { useInfiniteQuery, useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
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

/** Only signed-in internal staff belong here (session-and-admin.md §6). */
export async function loader() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect(`${paths.login}?next=${encodeURIComponent(paths.clients)}`);
  // A temporary password's session may do nothing before its change (session-and-admin.md §4).
  if (session.passwordChangeRequired) throw redirect(paths.verifyAndAgree);
  if (!session.admin.internal) throw redirect(paths.home);
  return null;
}

/**
 * /clients (session-and-admin.md §2): internal staff search every client by number or name, 25 a
 * page, choose one and LOG IN, which starts the employer session as that client.
 */
export function Component() {
  usePageTitle(sessionMessages.clientsTitle);
  const { data: session } = useSuspenseQuery(sessionQuery);
  const { data: config } = useQuery(configQuery);
  const navigate = useNavigate();
  const [search, setSearch] = useState<ClientSearchForm | null>(null);
  const list = useInfiniteQuery({
    queryKey: ["internal-clients", search],
    enabled: search !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      clientsApi.internalClients({
        ...(search as ClientSearchForm),
        ...(pageParam ? { listId: pageParam } : {}),
      }),
    getNextPageParam: (last) => last.listId,
  });
  const logIn = useMutation({
    mutationFn: (clientNumber: string) => clientsApi.chooseClient(clientNumber),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQuery.queryKey, session);
      navigate(paths.home);
    },
  });
  const results: ClientSearchResults = {
    state:
      search === null
        ? "idle"
        : list.isError
          ? "error"
          : list.isPending || list.isFetchingNextPage
            ? "loading"
            : "ready",
    clients: list.data?.pages.flatMap((page) => page.clients) ?? [],
    hasMore: list.hasNextPage,
  };

  return (
    // The deployment's brand, else the client being worked for or the last one (lib/outsideBrand.ts).
    <BrandProvider
      brandCode={outsideBrandCode(config?.pinnedBrand, session?.employer?.brandCode)}
      className="min-h-screen bg-background"
    >
      {session ? <SignedInBand session={session} /> : null}
      <main id="main" className="mx-auto max-w-4xl px-6 py-8">
        <ClientSearchCard
          results={results}
          onSearch={(next) => setSearch(next)}
          onMore={() => void list.fetchNextPage()}
          onLogIn={(clientNumber) => logIn.mutate(clientNumber)}
          loggingIn={logIn.isPending}
          logInError={logIn.isError ? failureSentence(logIn.error, "The client could not be chosen.") : null}
        />
      </main>
    </BrandProvider>
  );
}
