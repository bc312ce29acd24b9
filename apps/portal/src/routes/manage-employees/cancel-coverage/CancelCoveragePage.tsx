import { useBrand } from "@epr/brand-themes";
import { type EmployeeChangeResponse, employeeChangeCalls } from "@epr/contract";
import { domainMessages, formatQueryDate, productNameOf } from "@epr/domain";
import { Button, CardFrame, FeedbackBar, RadioGroup, SkeletonText } from "@epr/ui";
import { CancelLineOfBusiness } from "@epr/ui/modals/cancel-line-of-business";
import { CancelSuccess } from "@epr/ui/modals/cancel-success";
import { CancellationNotice, type CancellationNoticeItem } from "@epr/ui/modals/cancellation-notice";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { failureKind, isPendingTransaction, isRefusal } from "../../../lib/failures.js";
import { featureApi } from "../../../lib/featureApi.js";
import { groupAdditionalInformationQuery } from "../../../lib/groupQueries.js";
import { paths } from "../../../lib/paths.js";
import { employeesKey } from "../../../lib/queryKeys.js";
import { ServiceErrorBar } from "../../../lib/serviceError.js";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { employeeSummaryQuery, pendingTransactionQuery } from "../find/employeeQueries.js";
import { cancelReasonsQuery } from "../referenceQueries.js";
import {
  type CancellableGroup,
  type ChosenCancellation,
  cancellableGroups,
  cancellationOf,
  linesOfChoice,
  WHOLE_GROUP,
} from "./cancelChoices.js";

const changeApi = featureApi(employeeChangeCalls);

/** What the cancel call answered: the per-group result, or a refusal the page explains. */
type Answer =
  | { kind: "outcome"; result: Record<string, boolean> | null }
  | { kind: "pending"; message: string }
  | { kind: "changedElsewhere"; message: string };

/**
 * /employer/manage-employees/cancel-coverage?umi=… (enrollment.md §2 employee.cancelCoverage): the
 * employee's active groups the administrator may modify; per group the whole group or one line of
 * business, with a reason and a cancel date (the cancel modal's rules: void 03, after the latest
 * effective date, not after the group's end); then one cancel call over the version read (If-Match)
 * with an Idempotency-Key, answered per group: Submitted, Partially Submitted or Error (§4). The
 * employee is named by umi, never by SSN (no SSN in an address).
 */
export function Component() {
  const [params] = useSearchParams();
  const umi = params.get("umi") ?? "";
  const summary = useQuery({ ...employeeSummaryQuery(umi), enabled: umi !== "" });
  const record = summary.data?.payload;
  const name = record ? `${record.subscriber.fullName.first} ${record.subscriber.fullName.last}` : "";
  usePageTitle(name ? `Cancel Coverage: ${name}` : "Cancel Coverage");
  // The entry check (enrollment.md §8 Cancel): a pending transaction is said before the form, not
  // after it is filled in. Asked only when a group may be cancelled here (the server answers 403
  // to anyone who may modify none, and the form then says so itself).
  const cancellable = record && summary.data ? summary.data.groups.some((g) => g.modifiable) : false;
  const pending = useQuery({ ...pendingTransactionQuery(umi, summary.data?.version), enabled: cancellable });

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <p className="mb-3">
        <Link
          to={umi ? paths.review(umi) : paths.findEmployee}
          className="text-link underline underline-offset-2"
        >
          {umi ? "Back to the Employee Summary" : "Back to Find Employee"}
        </Link>
      </p>
      <h1 className="mb-1 font-bold text-3xl">Cancel Coverage</h1>
      {umi === "" ? (
        <FeedbackBar variant="failure" title={null}>
          Search for an employee and choose Cancel Coverage from their summary.
        </FeedbackBar>
      ) : summary.isPending ? (
        <SkeletonText lines={6} label="Loading the employee" />
      ) : summary.isError ? (
        <>
          <ServiceErrorBar error={summary.error} title="The employee could not be loaded" />
          <Button variant="outline" className="mt-4" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </>
      ) : cancellable && pending.isPending ? (
        <SkeletonText lines={6} label="Checking for pending transactions" />
      ) : cancellable && pending.data?.pending ? (
        <FeedbackBar variant="failure" title={null}>
          {domainMessages.pendingCancel}
        </FeedbackBar>
      ) : cancellable && pending.isError && !isRefusal(pending.error) ? (
        // §8: an enrollments error other than "no pending enrollment" may hide one.
        <>
          <FeedbackBar variant="failure" title={null}>
            {domainMessages.mayHavePending}
          </FeedbackBar>
          <Button variant="outline" className="mt-4" onClick={() => void pending.refetch()}>
            Try again
          </Button>
        </>
      ) : record && summary.data ? (
        <CancelCoverageForm
          key={summary.data.version}
          umi={umi}
          name={name}
          version={summary.data.version}
          groups={cancellableGroups(record, summary.data.groups, new Date())}
          reload={() => void summary.refetch()}
          reloading={summary.isFetching}
        />
      ) : null}
    </main>
  );
}

interface CancelCoverageFormProps {
  umi: string;
  name: string;
  version: number;
  groups: CancellableGroup[];
  reload: () => void;
  reloading: boolean;
}

function CancelCoverageForm({ umi, name, version, groups, reload, reloading }: CancelCoverageFormProps) {
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reasons = useQuery(cancelReasonsQuery);
  const [today] = useState(() => new Date());
  // enrollment.md §5: the cancel date may not pass a group's future cancel date (group information).
  const information = useQueries({
    queries: groups.map((group) =>
      groupAdditionalInformationQuery(group.groupNumber, formatQueryDate(today)),
    ),
  });
  const groupCancelDates = useMemo(
    () =>
      Object.fromEntries(
        groups.map((group, i) => [group.groupNumber, information[i]?.data?.payload.cancelDate ?? null]),
      ),
    [groups, information],
  );
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, ChosenCancellation>>({});
  const [cancelling, setCancelling] = useState<CancellableGroup | null>(null);
  const [notice, setNotice] = useState<CancellationNoticeItem | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  // Nothing is chosen until the administrator chooses (no whole group by default).
  const [unchosen, setUnchosen] = useState<string | null>(null);
  const choiceOf = (group: CancellableGroup) => choices[group.groupNumber] ?? "";
  const modalLines = cancelling ? linesOfChoice(cancelling, choiceOf(cancelling), brand.capabilities) : [];
  const reasonName = (code: string) => reasons.data?.find((r) => r.value === code)?.label ?? code;

  const submit = useMutation({
    mutationFn: () =>
      // One key per attempt: a request repeated by the network is applied once.
      changeApi.cancelCoverage(
        umi,
        { transactionType: "CANCEL", cancellations: Object.values(chosen).map((c) => c.request) },
        version,
        crypto.randomUUID(),
      ),
    onSuccess: (response: EmployeeChangeResponse) => {
      // A group waiting for delayed processing was accepted: it counts as submitted.
      const result = Object.fromEntries(Object.entries(response.groups).map(([g, r]) => [g, r !== false]));
      setAnswer({ kind: "outcome", result });
    },
    onError: (error) => {
      if (isPendingTransaction(error)) setAnswer({ kind: "pending", message: domainMessages.pendingCancel });
      else if (failureKind(error) === "changedElsewhere")
        setAnswer({ kind: "changedElsewhere", message: domainMessages.employeeStale });
      else setAnswer({ kind: "outcome", result: null });
    },
  });

  if (groups.length === 0) {
    return (
      <FeedbackBar variant="failure" title={null} className="mt-4">
        {domainMessages.accessDenied}
      </FeedbackBar>
    );
  }
  const chosenList = Object.values(chosen);
  const succeeded = answer?.kind === "outcome" && answer.result !== null;

  return (
    <>
      <p className="mb-4 text-muted-foreground">
        {name} · Member ID {umi}
      </p>
      {answer?.kind === "pending" ? (
        <FeedbackBar variant="failure" title={null} className="mb-4">
          {answer.message}
        </FeedbackBar>
      ) : null}
      {answer?.kind === "changedElsewhere" ? (
        <FeedbackBar variant="failure" title={null} className="mb-4">
          {answer.message}{" "}
          <Button variant="outline" loading={reloading} onClick={reload}>
            Reload
          </Button>
        </FeedbackBar>
      ) : null}
      {reasons.isError ? (
        <ServiceErrorBar
          error={reasons.error}
          title="The cancel reasons could not be loaded"
          className="mb-4"
        />
      ) : null}
      <div className="grid gap-4">
        {groups.map((group) => {
          const picked = chosen[group.groupNumber];
          return (
            <CardFrame
              key={group.groupNumber}
              mode="read"
              title={`Group ${group.groupNumber} · ${group.groupName}`}
            >
              {picked ? (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>
                    To cancel: {picked.lines.map((line) => productNameOf(line.lineOfBusiness)).join(", ")} ·{" "}
                    {reasonName(picked.request.cancelReasonCode)} · cancel date {picked.request.cancelDate}
                  </p>
                  <Button
                    variant="outline"
                    aria-label={`Undo the cancellation in Group ${group.groupNumber}`}
                    onClick={() => setChosen(({ [group.groupNumber]: _removed, ...rest }) => rest)}
                  >
                    Undo
                  </Button>
                </div>
              ) : (
                <div className="grid gap-4">
                  <RadioGroup
                    id={`cancel-choice-${group.groupNumber}`}
                    legend="Coverage to cancel"
                    required
                    error={unchosen === group.groupNumber ? domainMessages.chooseCoverageToCancel : undefined}
                    options={[
                      {
                        value: WHOLE_GROUP,
                        label: `The whole group (${group.lines.map((line) => productNameOf(line.lineOfBusiness)).join(", ")})`,
                      },
                      ...group.lines.map((line) => ({
                        value: line.lineOfBusiness,
                        label: `${productNameOf(line.lineOfBusiness)} (${line.lineOfBusiness}), effective ${line.effectiveDate}`,
                      })),
                    ]}
                    value={choiceOf(group) || null}
                    onValueChange={(value) => {
                      setUnchosen(null);
                      setChoices((all) => ({ ...all, [group.groupNumber]: value }));
                    }}
                  />
                  <div>
                    <Button
                      variant="outline"
                      onClick={() => {
                        if (!choiceOf(group)) {
                          setUnchosen(group.groupNumber);
                          document.getElementById(`cancel-choice-${group.groupNumber}`)?.focus();
                          return;
                        }
                        setCancelling(group);
                      }}
                    >
                      Cancel Coverage in Group {group.groupNumber}
                    </Button>
                  </div>
                </div>
              )}
            </CardFrame>
          );
        })}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          disabled={chosenList.length === 0 || succeeded}
          loading={submit.isPending}
          onClick={() => {
            setAnswer(null);
            submit.mutate();
          }}
        >
          Submit Cancellation
        </Button>
        <Button variant="outline" onClick={() => navigate(paths.review(umi))}>
          Return to Summary
        </Button>
      </div>
      <CancelLineOfBusiness
        open={cancelling !== null}
        lines={modalLines}
        groupCancelDates={groupCancelDates}
        reasons={reasons.data ?? []}
        onCancel={() => setCancelling(null)}
        onSubmit={(values) => {
          if (!cancelling) return;
          const group = cancelling;
          setChosen((all) => ({
            ...all,
            [group.groupNumber]: {
              request: cancellationOf(group.groupNumber, choiceOf(group), values),
              lines: modalLines,
            },
          }));
          setCancelling(null);
          // enrollment.md §8 (cancelationNotice1): a group that ends names its cancel date.
          const groupEnd = groupCancelDates[group.groupNumber];
          if (groupEnd)
            setNotice({ kind: "currentYear", groupNumber: group.groupNumber, groupCancelDate: groupEnd });
        }}
      />
      <CancellationNotice
        open={notice !== null}
        notice={notice ?? { kind: "policyYears" }}
        onClose={() => setNotice(null)}
      />
      <CancelSuccess
        open={answer?.kind === "outcome"}
        result={answer?.kind === "outcome" ? answer.result : null}
        name={name}
        onClose={() => {
          // The employee changed: read anew where it is shown (not before: this page would start over).
          if (succeeded) {
            void queryClient.invalidateQueries({ queryKey: employeesKey });
            navigate(paths.review(umi));
          } else setAnswer(null);
        }}
      />
    </>
  );
}
