import { assistMessages } from "@epr/domain";
import { FeedbackBar, Spinner } from "@epr/ui";
import { VisionProvider } from "@epr/ui/cards/vision-provider";
import { useQuery } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { idCardApi } from "./idCardQueries.js";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request);
  return null;
}

/**
 * /employer/assist-employees/vision-provider (assist-employees.md §2.1, §2.8): the vision partner's
 * page, embedded when the answer's operation is IFRAME (§7 visionProvider), and the hospital quality
 * tool (§7 hospitalQuality). A failure shows the generic failure (§8).
 */
export function Component() {
  usePageTitle("Vision Provider");
  const provider = useQuery({
    queryKey: ["vision-provider"],
    queryFn: () => idCardApi.visionProvider(),
    retry: false,
  });
  const hospital = useQuery({
    queryKey: ["hospital-quality"],
    queryFn: () => idCardApi.hospitalQuality(),
    retry: false,
  });
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <h1 className="m-0 font-bold text-3xl">Vision Provider</h1>
      {provider.isPending ? (
        <Spinner />
      ) : provider.isError ? (
        <FeedbackBar variant="failure">{assistMessages.unableToProcess}</FeedbackBar>
      ) : (
        <VisionProvider
          url={provider.data.url}
          operation={provider.data.operation}
          hospitalQualityUrl={hospital.data?.payload ?? null}
        />
      )}
    </main>
  );
}
