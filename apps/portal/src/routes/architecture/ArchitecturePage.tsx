import { architectureCalls } from "@epr/contract";
import { assistMessages } from "@epr/domain";
import { FeedbackBar, Spinner } from "@epr/ui";
import { ArchitectureViewer } from "@epr/ui/cards/architecture";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { featureApi } from "../../lib/featureApi.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { usePageTitle } from "../../lib/usePageTitle.js";

/** The architecture call (assist-employees.md §2.14), a client of its own. */
const architectureApi = featureApi(architectureCalls);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request);
  return null;
}

/**
 * /employer/architecture (assist-employees.md §2.1 architecture, §2.14): the portal's features
 * with their dependencies and steps, searched by the server (§7 Architecture features search).
 */
export function Component() {
  usePageTitle("Architecture");
  const [search, setSearch] = useState("");
  const asked = useDeferredValue(search.trim());
  const features = useQuery({
    queryKey: ["architecture", asked],
    queryFn: () => architectureApi.architectureFeatures(asked),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <h1 className="m-0 font-bold text-3xl">Architecture</h1>
      {features.isError ? (
        <FeedbackBar variant="failure">{assistMessages.unableToProcess}</FeedbackBar>
      ) : features.data ? (
        <ArchitectureViewer
          features={features.data.features}
          search={search}
          onSearchChange={setSearch}
          loading={features.isFetching}
        />
      ) : (
        <Spinner />
      )}
    </main>
  );
}
