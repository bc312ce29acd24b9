import {
  type AddFlowStepId,
  addFlowStepInfo,
  chosenPlanOf,
  coverageTypes,
  type Member,
  type SaveAnswerModal,
  SUBSCRIBER_KEY,
  saveAnswerModal,
} from "@epr/domain";
import { dependentFormFromRecord, providerFormFromInformation, subscriberFormFromRecord } from "@epr/forms";
import { Button } from "@epr/ui";
// The cards' read entries: the review only shows, so no form code loads (bench/bundle-size.mjs).
import { DependentReadList } from "@epr/ui/cards/dependent/read";
import { PlanCoverageReadCard } from "@epr/ui/cards/plan-coverage/read";
import { ProviderReadCard } from "@epr/ui/cards/provider/read";
import { ReportCodesReadCard } from "@epr/ui/cards/report-codes/read";
import { SubscriberReadCard } from "@epr/ui/cards/subscriber-form/read";
import { TobaccoReadCard } from "@epr/ui/cards/tobacco/read";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { callFailure } from "../../../lib/failures.js";
import {
  PendingTransaction,
  SaveStatus,
  SsnFraud,
  TransactionError,
  VisionDentalWarning,
  Warning,
} from "../../../lib/lazyModals.js";
import { paths } from "../../../lib/paths.js";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { useAddFlow } from "./AddFlowContext.js";
import { enrollmentSubmitApi } from "./enrollmentSubmitQueries.js";
import { addFlowName, finishReinstate } from "./reinstate.js";
import { stepPath } from "./stepPaths.js";
import { useSubscriberContext } from "./useSubscriberContext.js";

type Submitted = Pick<
  Awaited<ReturnType<typeof enrollmentSubmitApi.submitEnrollment>>,
  "outcome" | "groups" | "validateProductsResponse"
>;

/**
 * The last step, Review & Submit (enrollment.md §2 employee.add.reviewSubmit; §4 Save routing: a
 * final save is transaction type ADD): every section read-only with an Edit link back to its step,
 * and Finish. Finish carries one Idempotency-Key for this page, so a double click or a retried
 * request creates the employee once; the outcome modal (Success, Submitted, Partially Submitted)
 * goes home when closed. What else the save answered opens its modal (enrollment.md §8, @epr/domain
 * `saveAnswerModal`): pending transaction, vision and dental (before the outcome when the employee
 * was saved with groups refused), SSN fraud, a Warning with the message, or the transaction error,
 * which goes home.
 */
export function Component() {
  const flow = useAddFlow();
  const { draft } = flow;
  const flowName = addFlowName(Boolean(draft.reinstate));
  usePageTitle(`${flowName}: Review & Submit`);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [answered, setAnswered] = useState<SaveAnswerModal>({ modal: "none" });
  // The last words shown stay while a modal closes, so it keeps its text until it is gone.
  const [details, setDetails] = useState<string[]>([]);
  const [message, setMessage] = useState("");
  const step = draft.steps.find((candidate) => candidate.id === flow.current);

  const record = draft.record;
  const dependentKeys = draft.dependents.map((dependent) => dependent.id);
  const members = useMemo(
    () => [
      { key: SUBSCRIBER_KEY, name: `${record.subscriber.fullName.first} ${record.subscriber.fullName.last}` },
      ...record.dependents.map((dependent, index) => ({
        key: dependentKeys[index] ?? `dependent-${index}`,
        name: `${dependent.fullName.first} ${dependent.fullName.last}`,
      })),
    ],
    [record, dependentKeys],
  );
  // The Subscriber step's context, so the review shows what the form showed.
  const { context } = useSubscriberContext();
  // The Plan Coverage step's answers (enrollment.md §4 Tobacco, Report codes; §3 providerInformation):
  // each shown only when it holds something.
  const people: { key: string; name: string; member: Member }[] = [
    record.subscriber as Member,
    ...record.dependents,
  ].map((member, index) => ({
    key: members[index]?.key ?? `member-${index}`,
    name: members[index]?.name ?? "",
    member,
  }));
  const providers = people.flatMap(({ key, name, member }) =>
    member.memberCoverages.flatMap((coverage) =>
      coverage.providerInformation
        ? [{ key: `${key}-${coverage.groupNumber}`, name, information: coverage.providerInformation }]
        : [],
    ),
  );
  const tobacco = people.flatMap(({ key, name, member }) =>
    member.memberCoverages.flatMap((coverage) =>
      coverage.tobaccoStatus ? [{ key: `${key}-${coverage.groupNumber}`, name, coverage }] : [],
    ),
  );
  const reportCodes = record.subscriber.memberCoverages.filter((coverage) =>
    (coverage.reportCodes ?? []).some((code) => code.value),
  );

  const finish = async () => {
    if (busy || submitted) return;
    setBusy(true);
    setAnswered({ modal: "none" });
    const show = (modal: SaveAnswerModal) => {
      if (modal.modal === "visionDental") setDetails(modal.details);
      if (modal.modal === "warning" || modal.modal === "transactionError") setMessage(modal.message);
      setAnswered(modal);
    };
    try {
      // The SSN typed in this session goes with the record; a resumed enrollment's is on file.
      const ssn = record.subscriber.ssn ?? "";
      // enrollment.md §4 Save routing: REINSTATE when the flow reinstates an employee (reinstate.ts).
      const answer: Submitted = draft.reinstate
        ? await finishReinstate(draft.reinstate, record, idempotencyKey)
        : await enrollmentSubmitApi.submitEnrollment(
            {
              record,
              ...(/^\d{9}$/.test(ssn) ? { subscriberSsn: ssn } : {}),
              ...(draft.enrollmentId ? { enrollmentId: draft.enrollmentId } : {}),
            },
            idempotencyKey,
          );
      show(saveAnswerModal({ ok: true, validateProductsResponse: answer.validateProductsResponse }));
      setSubmitted(answer);
    } catch (error) {
      const failure = callFailure(error);
      show(
        saveAnswerModal(
          failure
            ? { ok: false, status: failure.status, code: failure.code, message: failure.message }
            : { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) },
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  const editLink = (to: AddFlowStepId) => (
    <Link
      to={stepPath(to, draft.enrollmentId)}
      className="font-semibold text-link underline underline-offset-2"
    >
      Edit {addFlowStepInfo[to].title}
    </Link>
  );

  return (
    <main id="main" tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <div>
        <p className="m-0 text-muted-foreground text-sm">
          {flowName} · Step {step?.number ?? draft.steps.length} of {draft.steps.length}
        </p>
        <h1 className="m-0 font-bold text-2xl">Review &amp; Submit</h1>
      </div>
      <section aria-labelledby="review-subscriber" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="review-subscriber" className="m-0 font-bold text-xl">
            Subscriber &amp; Dependents
          </h2>
          {editLink("subscriber")}
        </div>
        <SubscriberReadCard
          headingLevel={3}
          values={subscriberFormFromRecord(record.subscriber, record)}
          context={context}
        />
        {record.dependents.length > 0 ? (
          <DependentReadList
            headingLevel={3}
            dependents={record.dependents.map((dependent, index) => ({
              id: dependentKeys[index] ?? `dependent-${index}`,
              values: dependentFormFromRecord(dependent),
            }))}
          />
        ) : null}
      </section>
      <section aria-labelledby="review-coverage" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="review-coverage" className="m-0 font-bold text-xl">
            Plan Coverage
          </h2>
          {editLink("coverage")}
        </div>
        {coverageTypes.map((coverageType) => {
          const chosen = chosenPlanOf(record, coverageType, dependentKeys);
          if (!chosen) return null;
          return (
            <PlanCoverageReadCard
              key={coverageType}
              headingLevel={3}
              coverageType={coverageType}
              members={members}
              values={chosen}
            />
          );
        })}
      </section>
      {providers.length > 0 ? (
        <section aria-labelledby="review-providers" className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="review-providers" className="m-0 font-bold text-xl">
              Primary Care Providers
            </h2>
            {editLink("coverage")}
          </div>
          {providers.map(({ key, name, information }) => (
            <ProviderReadCard
              key={key}
              id={`review-${key}`}
              participantName={name}
              headingLevel={3}
              values={providerFormFromInformation(information)}
            />
          ))}
        </section>
      ) : null}
      {tobacco.length > 0 ? (
        <section aria-labelledby="review-tobacco" className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="review-tobacco" className="m-0 font-bold text-xl">
              Tobacco
            </h2>
            {editLink("coverage")}
          </div>
          {tobacco.map(({ key, name, coverage }) => (
            <TobaccoReadCard
              key={key}
              id={`review-${key}`}
              participantName={name}
              headingLevel={3}
              values={{ tobaccoStatus: coverage.tobaccoStatus, tobaccoUsageDate: coverage.tobaccoUsageDate }}
            />
          ))}
        </section>
      ) : null}
      {reportCodes.length > 0 ? (
        <section aria-labelledby="review-report-codes" className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="review-report-codes" className="m-0 font-bold text-xl">
              Report Codes
            </h2>
            {editLink("coverage")}
          </div>
          {reportCodes.map((coverage) => (
            <ReportCodesReadCard
              key={coverage.groupNumber}
              groupNumber={coverage.groupNumber}
              headingLevel={3}
              codes={(coverage.reportCodes ?? []).map((code) => ({
                type: code.type,
                abbreviatedType: code.abbreviatedType ?? "",
                required: code.required ?? false,
                value: code.value,
              }))}
            />
          ))}
        </section>
      ) : null}
      <div className="flex flex-wrap justify-between gap-3 border-border border-t pt-4">
        <Button variant="outline" onClick={flow.askBeforeLeaving} disabled={busy}>
          Cancel
        </Button>
        <Button loading={busy} disabled={busy || submitted !== null} onClick={() => void finish()}>
          Finish
        </Button>
      </div>
      {submitted ? (
        <SaveStatus
          // A vision and dental warning comes first; the outcome follows its OK.
          open={answered.modal === "none"}
          outcome={submitted.outcome}
          groups={Object.entries(submitted.groups).map(([groupNumber, result]) => ({ groupNumber, result }))}
          onClose={() => flow.leave(draft.reinstate ? paths.review(draft.reinstate.umi) : paths.home)}
        />
      ) : null}
      {/* enrollment.md §8: a save failure opens the transaction error modal; closing it goes home. */}
      <TransactionError
        open={answered.modal === "transactionError"}
        message={message}
        onClose={() => flow.leave(paths.home)}
      />
      {/* The submission is in process: nothing more can be done on it here. */}
      <PendingTransaction
        open={answered.modal === "pendingTransaction"}
        onClose={() => flow.leave(paths.home)}
      />
      <VisionDentalWarning
        open={answered.modal === "visionDental"}
        details={details}
        onClose={() => setAnswered({ modal: "none" })}
      />
      <SsnFraud open={answered.modal === "ssnFraud"} onClose={() => setAnswered({ modal: "none" })} />
      <Warning
        open={answered.modal === "warning"}
        message={message}
        onClose={() => setAnswered({ modal: "none" })}
      />
    </main>
  );
}
