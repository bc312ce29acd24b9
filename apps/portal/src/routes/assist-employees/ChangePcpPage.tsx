import { copyFor, getBrand } from "@epr/brand-themes";
import { type EmployeePcpResponse, pcpCalls } from "@epr/contract";
import {
  assistMessages,
  buildPcpChangePayload,
  copyProviderTo,
  failureMessage,
  formatQueryDate,
  interpretPcpChange,
  interpretPcpValidation,
  PCP_SUCCESS_SUBMIT_DELAY_MS,
  type PcpParticipantView,
  type PcpValidationOutcome,
  type ProviderCopy,
} from "@epr/domain";
import { ErrorSummary, type ErrorSummaryItem, FeedbackBar, Spinner } from "@epr/ui";
import {
  ChangePcpCard,
  type ChangePcpDraft,
  type ChangePcpFill,
  type ChangePcpSubmit,
  ChangePcpSuccess,
  changePcpFieldId,
} from "@epr/ui/cards/change-pcp";
import { CopyToOthers } from "@epr/ui/modals/copy-to-others";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { failureSentence } from "../../lib/failures.js";
import { featureApi } from "../../lib/featureApi.js";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { storeChangePcpDrafts, storedChangePcpDrafts } from "./changePcpDrafts.js";
import {
  type ChangePcpTarget,
  changePcpTarget,
  forgetCoveredIndividual,
  rememberCoveredIndividual,
  rememberedCoveredIndividual,
} from "./changePcpTarget.js";

/** The Change PCP calls (assist-employees.md §7), a client of their own (each route under 100 kB). */
const pcpApi = featureApi(pcpCalls);

/**
 * Signed in with a client chosen; without a group and umi given or remembered, back to the
 * assist-employees landing (assist-employees.md §2.2).
 */
export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  if (!changePcpTarget(new URL(request.url).searchParams)) return redirect(paths.assistEmployees);
  return null;
}

type Feedback = { variant: "failure"; text: string };
/** A card's failed checks (its own or the PCP validation's): whose card, each message linked to its field. */
type Problems = { name: string; errors: ErrorSummaryItem[]; key: number };

const pcpQueryKey = (target: ChangePcpTarget) => ["employeePcp", target.umi, target.groupNumber] as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nameOf = (p: PcpParticipantView) => `${p.firstName} ${p.lastName}`.trim();

/**
 * /employer/assist-employees/change-pcp (assist-employees.md §2.3, §4, §5): a card per participant
 * once the PCPs have loaded (loading, succeeded, failed). A card's submit validates the PCP, builds
 * the payload with @epr/domain's rules and posts it over the version read (If-Match); the answer's
 * deny code or message area, or the brand's success modal, follows; 500 ms after a success the page
 * reads the PCPs anew (the form submit). Each message shows once: a failed check at its field and,
 * at the top (scrolled to, focused), in an error summary naming the member whose card it is and
 * linking to the field; a failure of the change itself in the bar at the top; a success in the
 * brand's modal alone.
 * What is typed on every card is kept in the tab's session storage (changePcpDrafts.ts), so the
 * trip to the provider directory and back finds each card as it was left, the directory's choice
 * on the card it was opened for (§2.1); a card's draft is forgotten once its change succeeds.
 */
export function Component() {
  usePageTitle("Change PCP");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = useMemo(() => changePcpTarget(params), [params]);
  const { data: session } = useSuspenseQuery(sessionQuery);
  const brand = getBrand(session?.brandCode);
  const today = useMemo(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate());
  }, []);
  const key = target ? pcpQueryKey(target) : ["employeePcp"];
  const pcp = useQuery({
    queryKey: key,
    queryFn: () => pcpApi.employeePcp(target?.umi ?? "", target?.groupNumber ?? ""),
    enabled: target !== null,
  });
  const groupNumber = pcp.data?.payload.groupNumber ?? target?.groupNumber ?? "";
  const reasons = useQuery({
    queryKey: ["pcpReasons", groupNumber, formatQueryDate(today)],
    queryFn: () => pcpApi.pcpReasons(groupNumber, formatQueryDate(today)),
    enabled: pcp.isSuccess,
  });

  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [running, setRunning] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [copySource, setCopySource] = useState<{ id: string; provider: ProviderCopy } | null>(null);
  // The directory's choice (PCPNumber, PCPNAME) for the covered individual remembered before leaving (§2.1).
  const [fills, setFills] = useState<Record<string, ChangePcpFill>>(() => {
    const number = params.get("PCPNumber");
    const covered = rememberedCoveredIndividual();
    if (!number || !covered) return {};
    return {
      [covered]: {
        key: `directory:${number}`,
        physicianNumber: number,
        physicianName: params.get("PCPNAME") ?? "",
      },
    };
  });
  // The choice is on its card's draft from now on (the card reports it): a reload does not apply it again.
  const choiceTaken = Object.keys(fills).length > 0;
  useEffect(() => {
    if (choiceTaken) forgetCoveredIndividual();
  }, [choiceTaken]);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const latestVersion = useRef(0);
  // Every card's draft by covered individual: read from storage once the PCPs (and their version) are in.
  const drafts = useRef<Record<string, ChangePcpDraft> | null>(null);
  if (drafts.current === null && target && pcp.data)
    drafts.current = storedChangePcpDrafts(target, pcp.data.payload.version);
  useEffect(() => {
    if (!feedback) return;
    // §5: the page scrolls to the top, where the messages are.
    window.scrollTo({ top: 0 });
    feedbackRef.current?.focus();
  }, [feedback]);

  useEffect(() => {
    // §5: the page scrolls to the top; the summary takes focus itself (ErrorSummary's focusKey).
    if (problems) window.scrollTo({ top: 0 });
  }, [problems]);

  if (!target) return null;
  const show = (variant: Feedback["variant"], text: string) => setFeedback({ variant, text });
  const showProblems = (participant: PcpParticipantView, errors: ErrorSummaryItem[]) =>
    setProblems((old) => ({ name: nameOf(participant), errors, key: (old?.key ?? 0) + 1 }));
  // A re-read started before our last change landed may answer an older version: take the newest.
  const currentVersion = () =>
    Math.max(queryClient.getQueryData<EmployeePcpResponse>(key)?.payload.version ?? 0, latestVersion.current);
  /** Keeps the drafts, `changed` by covered individual (null: that card's draft is forgotten). */
  function keepDrafts(changed: Record<string, ChangePcpDraft | null> = {}) {
    if (!target) return;
    const next = { ...drafts.current };
    for (const [id, draft] of Object.entries(changed)) {
      if (draft) next[id] = draft;
      else delete next[id];
    }
    drafts.current = next;
    storeChangePcpDrafts(target, currentVersion(), next);
  }

  async function change(participant: PcpParticipantView, values: ChangePcpSubmit) {
    if (!target) return;
    const id = participant.coveredIndivId;
    setFeedback(null);
    setProblems(null);
    setServerErrors(({ [id]: _, ...rest }) => rest);
    setRunning(id);
    try {
      let validation: PcpValidationOutcome;
      try {
        const answer = await pcpApi.validateEmployeePcp(target.umi, {
          groupNumber,
          coveredId: id,
          pcpNum: values.providerNumber,
          pcpEffDte: values.effectiveDate,
          existingPatient: values.establishedPatient,
        });
        validation = interpretPcpValidation({ payload: answer.payload });
      } catch (error) {
        validation = interpretPcpValidation({
          error: true,
          message: failureSentence(error, null),
        });
      }
      if (!validation.ok) {
        // §4: the validation's message, on the provider number it is about.
        setServerErrors((all) => ({ ...all, [id]: validation.message }));
        return showProblems(participant, [
          { fieldId: changePcpFieldId(id, "providerNumber"), message: validation.message },
        ]);
      }
      const payload = buildPcpChangePayload(
        participant,
        groupNumber,
        {
          physicianNumber: values.providerNumber,
          physicianName: values.providerName,
          establishedPatient: values.establishedPatient,
          reasonCode: values.reasonCode,
          reasonDescription: values.reasonDescription,
          effectiveDate: values.effectiveDate,
        },
        brand.capabilities,
      );
      if (!payload) return show("failure", assistMessages.codeError);
      const version = currentVersion();
      let answer: Awaited<ReturnType<typeof pcpApi.changePcp>>;
      try {
        answer = await pcpApi.changePcp(target.umi, payload, version, crypto.randomUUID());
      } catch (error) {
        // §8: a refusal the server explained says its reason; a server error the catalogue's sentence.
        return show("failure", failureMessage(error, assistMessages.serverError));
      }
      // The next change goes over the version this one made, whatever the answer.
      latestVersion.current = Math.max(latestVersion.current, answer.version);
      queryClient.setQueryData<EmployeePcpResponse>(key, (old) =>
        old ? { payload: { ...old.payload, version: answer.version } } : old,
      );
      const result = interpretPcpChange(answer.payload);
      // The other cards' drafts now stand over the new version; this card's goes once its change is on file.
      keepDrafts(result.ok ? { [id]: null } : {});
      if (!result.ok) return show("failure", result.message);
      // §4: the success message is the modal's (the brand's wording), not a bar repeating it.
      setSuccess(true);
      await wait(PCP_SUCCESS_SUBMIT_DELAY_MS);
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setRunning(null);
    }
  }

  const participants = pcp.data?.payload.participants ?? [];
  const state = pcp.isPending ? "loading" : pcp.isError ? "failed" : "succeeded";
  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-4 outline-none" data-pcp-state={state}>
      <h1 className="m-0 font-bold text-3xl">Change PCP</h1>
      {problems ? (
        <ErrorSummary
          title={`There is a problem with the change for ${problems.name}`}
          errors={problems.errors}
          focusKey={problems.key}
        />
      ) : null}
      <div ref={feedbackRef} tabIndex={-1} className="outline-none">
        {feedback ? (
          <FeedbackBar variant={feedback.variant} onDismiss={() => setFeedback(null)}>
            {feedback.text}
          </FeedbackBar>
        ) : null}
      </div>
      {state === "loading" ? <Spinner label="Loading PCP information" /> : null}
      {state === "failed" ? (
        <FeedbackBar variant="failure">
          {failureMessage(pcp.error, assistMessages.unableToProcess)}
        </FeedbackBar>
      ) : null}
      {state === "succeeded" && pcp.data ? (
        <>
          <p className="m-0">Group {groupNumber}</p>
          {participants.map((participant) => (
            <ChangePcpCard
              key={participant.coveredIndivId}
              participant={{
                id: participant.coveredIndivId,
                name: nameOf(participant),
                pcpNbr: participant.pcpNbr,
                pcpName: participant.pcpName,
                effectiveDate: participant.effectiveDate,
                establishedPatient: participant.establishedPatient,
                contractCoverageEffectiveDate: participant.contractCovEffDte,
              }}
              reasons={reasons.data?.payload ?? []}
              today={today}
              brand={brand.capabilities}
              draft={drafts.current?.[participant.coveredIndivId] ?? null}
              onDraftChange={(draft) => keepDrafts({ [participant.coveredIndivId]: draft })}
              fill={fills[participant.coveredIndivId] ?? null}
              serverError={serverErrors[participant.coveredIndivId] ?? null}
              readOnly={!pcp.data.payload.modifiable}
              submitting={running === participant.coveredIndivId}
              onSearchDirectory={() => {
                rememberCoveredIndividual(participant.coveredIndivId);
                const query = new URLSearchParams({ ...target, name: nameOf(participant) });
                navigate(`${paths.changePcpDirectory}?${query}`);
              }}
              onCopyToOthers={
                participant.showChgPcpCopyToOthers
                  ? (provider) => setCopySource({ id: participant.coveredIndivId, provider })
                  : undefined
              }
              onInvalid={(_, errors) => {
                setFeedback(null);
                showProblems(participant, errors);
              }}
              onSubmit={(values) => void change(participant, values)}
            />
          ))}
        </>
      ) : null}
      <CopyToOthers
        open={copySource !== null}
        sourceName={nameOf(
          participants.find((p) => p.coveredIndivId === copySource?.id) ??
            participants[0] ??
            ({} as PcpParticipantView),
        )}
        members={participants
          .filter((p) => p.coveredIndivId !== copySource?.id)
          .map((p) => ({ id: p.coveredIndivId, name: nameOf(p) }))}
        onCancel={() => setCopySource(null)}
        onCopy={(ids) => {
          if (!copySource) return;
          const stamp = Date.now();
          const copies = copyProviderTo(copySource.provider, ids);
          setFills((all) => ({
            ...all,
            ...Object.fromEntries(
              Object.entries(copies).map(([id, copy]) => [
                id,
                {
                  key: `copy:${stamp}`,
                  physicianNumber: copy.physicianNumber ?? "",
                  physicianName: copy.physicianName ?? "",
                  effectiveDate: copy.effectiveDate ?? "",
                },
              ]),
            ),
          }));
          setCopySource(null);
        }}
      />
      <ChangePcpSuccess
        open={success}
        text={copyFor(brand, "pcpChangeSuccess")}
        onClose={() => setSuccess(false)}
      />
    </main>
  );
}
