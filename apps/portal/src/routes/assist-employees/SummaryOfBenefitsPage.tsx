import { copyFor, getBrand } from "@epr/brand-themes";
import { documentPdfPath, employeeSbcPath, type SbcPlan } from "@epr/contract";
import { assistMessages, documentListingFor, erisaIndicator, SBC_DOWNLOAD_DELAY_MS } from "@epr/domain";
import { FeedbackBar } from "@epr/ui";
import { PlanDocumentList, type PlanDocumentRow, SbcDownloadModal } from "@epr/ui/cards/assist-employees";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { requireEmployerArea } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { saveFile } from "../../lib/saveFile.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { documentApi, sbcPlansQuery } from "./documentQueries.js";
import { requestMemberSbc } from "./memberSbc.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request, { conditionsFirst: true });
  const url = new URL(request.url);
  // The listing, unless the page opens one member's SBC (View SBC, §2.5).
  if (!url.searchParams.get("umi")) void queryClient.prefetchQuery(sbcPlansQuery);
  return null;
}

const listing = documentListingFor("summary-of-benes");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A found SBC: the plan and its metadata (§3 SBC metadata). */
interface FoundSbc {
  row: PlanDocumentRow;
  docId: string;
  fileName: string;
}

/**
 * The per-plan metadata sequence (assist-employees.md §2.5): each plan's metadata is asked for one
 * after another; a failure skips to the next plan. Only the plans the listing says have an SBC
 * (`hasSbc`) are asked: an absence known beforehand is never a failed request. Gives the plans
 * found, and whether it is done.
 */
function useSbcMetadata(plans: readonly SbcPlan[] | undefined) {
  const [found, setFound] = useState<FoundSbc[]>([]);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!plans) return;
    let stopped = false;
    setFound([]);
    setDone(false);
    void (async () => {
      for (const plan of plans.filter((p) => p.hasSbc)) {
        if (stopped) return;
        try {
          const meta = await documentApi.sbcMetadata({
            productId: plan.productId,
            isErisaIndicator: erisaIndicator(plan.erisa),
            groupNumber: plan.groupNumber,
            effectiveCoverageDate: plan.effectiveDate,
          });
          if (stopped) return;
          const row = {
            id: meta.docId,
            planName: plan.planName,
            groupNumber: plan.groupNumber,
            groupName: plan.groupName,
            effectiveDate: plan.effectiveDate.replaceAll("-", "/"),
            attachments: [],
          };
          setFound((list) => [...list, { row, docId: meta.docId, fileName: meta.fileName }]);
        } catch {
          // §2.5: a failure skips to the next plan.
        }
      }
      if (!stopped) setDone(true);
    })();
    return () => {
      stopped = true;
    };
  }, [plans]);
  return { found, done };
}

/** One member's SBC (View SBC from the actions menu, §2.5): a GET for the member's umi and group. */
function useMemberSbc(umi: string | null, groupNumber: string | null, notFound: string) {
  const [state, setState] = useState<
    { kind: "idle" | "loading" | "downloaded" } | { kind: "failed"; message: string; notFound: boolean }
  >({ kind: "idle" });
  const started = useRef(false);
  useEffect(() => {
    if (!umi || !groupNumber || started.current) return;
    started.current = true;
    const url = employeeSbcPath(umi, groupNumber);
    setState({ kind: "loading" });
    void (async () => {
      await wait(SBC_DOWNLOAD_DELAY_MS);
      const outcome = await requestMemberSbc(url, notFound, {
        fetch: (address) => fetch(address, { credentials: "same-origin" }),
        save: saveFile,
        assign: (address) => window.location.assign(address),
      });
      if (outcome.kind === "downloaded") setState({ kind: "downloaded" });
      else if (outcome.kind === "failed") setState(outcome);
    })();
  }, [umi, groupNumber, notFound]);
  return state;
}

/**
 * /employer/assist-employees/summary-of-benefits (assist-employees.md §2.5): the plans, each one's
 * metadata asked in turn, the brand's notice when none is found; opening one shows the download
 * modal (closing after 3 s) and downloads after 500 ms. With umi and groupNumber (View SBC from the
 * actions menu) it downloads that member's SBC, or says why not.
 */
export function Component() {
  usePageTitle("Summary of Benefits and Coverage");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const notFound = copyFor(getBrand(session?.brandCode), "sbcNotAvailable");
  const [search] = useSearchParams();
  const umi = search.get("umi");
  const groupNumber = search.get("groupNumber");
  const member = useMemberSbc(umi, groupNumber, notFound);
  const plans = useQuery({ ...sbcPlansQuery, enabled: !umi });
  const { found, done } = useSbcMetadata(plans.data?.payload);
  const [filter, setFilter] = useState("");
  const [opened, setOpened] = useState<string | null>(null);

  const open = (row: PlanDocumentRow) => {
    const sbc = found.find((f) => f.row.id === row.id);
    if (!sbc) return;
    setOpened(row.planName);
    // §2.5, §9: the document is asked for 500 ms after the modal opens.
    void wait(SBC_DOWNLOAD_DELAY_MS).then(() => {
      const link = document.createElement("a");
      link.href = documentPdfPath(sbc.docId);
      link.download = sbc.fileName;
      document.body.append(link);
      link.click();
      link.remove();
    });
  };

  return (
    <main id="main" tabIndex={-1} className="space-y-4 outline-none">
      <h1 className="font-bold text-3xl">Summary of Benefits and Coverage</h1>
      {umi ? (
        member.kind === "failed" ? (
          // §8: none exists is the brand's notice; any other failure is an alert.
          <FeedbackBar variant={member.notFound ? "notification" : "failure"} title={null}>
            {member.message}
          </FeedbackBar>
        ) : (
          <p role="status">
            {member.kind === "downloaded"
              ? `The Summary of Benefits and Coverage of member ${umi}, group ${groupNumber}, was downloaded.`
              : "Your download will begin shortly."}
          </p>
        )
      ) : plans.isError ? (
        <FeedbackBar variant="failure" title={null}>
          {assistMessages.sbcGenericError}
        </FeedbackBar>
      ) : (
        <PlanDocumentList
          listing={listing}
          rows={found.map((f) => f.row)}
          filter={filter}
          onFilterChange={setFilter}
          notAvailable={notFound}
          loading={!done}
          onOpen={open}
        />
      )}
      <SbcDownloadModal open={opened !== null} planName={opened ?? ""} onClose={() => setOpened(null)} />
    </main>
  );
}
