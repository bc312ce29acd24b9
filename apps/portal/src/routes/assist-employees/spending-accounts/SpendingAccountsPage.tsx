import {
  createCall,
  type SpendingAccountsResponse,
  type SpendingElectionSaveRequest,
  spendingCalls,
} from "@epr/contract";
import {
  assistMessages,
  contributionBoundFailures,
  contributionBoundMessage,
  failureMessage,
} from "@epr/domain";
import {
  SpendingAccountsView,
  type SpendingAccountsViewState,
  type SpendingElection,
  SpendingGroupSelectionModal,
  SpendingPlanPeriodCard,
  SpendingSaveModal,
  type SpendingSaveState,
} from "@epr/ui/cards/spending-accounts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type LoaderFunctionArgs, redirect, useLoaderData, useSearchParams } from "react-router";
import { employeeLineText, useEmployeeName } from "../../../lib/employeeName.js";
import { failureIssues } from "../../../lib/failures.js";
import { requireEmployerArea } from "../../../lib/guards.js";
import { paths } from "../../../lib/paths.js";
import { noteSessionResponse } from "../../../lib/sessionClock.js";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { type SpendingTarget, spendingTarget } from "./spendingTarget.js";

/**
 * Without a umi given or remembered, back to the assist-employees landing (assist-employees.md §2.2).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireEmployerArea(request);
  const target = spendingTarget(new URL(request.url).searchParams);
  if (!target) throw redirect(paths.assistEmployees);
  return target;
}

/** The spending calls, in this page's chunk only; every answer tells the session's ends, as `api` does. */
const api = spendingCalls(createCall({ onResponse: noteSessionResponse }));

/** The election being saved: which plan period, and the save modal's state and messages. */
interface Saving {
  accountType: string;
  accountDescription: string;
  planPeriod: string;
  election: SpendingElection;
  state: SpendingSaveState;
  messages: string[];
}

/**
 * Every active account of a period still open, the edited one as it is to be saved: the save modal
 * reports each one outside its bounds with the plan name and bounds (§5, @epr/domain).
 */
function boundMessages(data: SpendingAccountsResponse, saving: Omit<Saving, "state" | "messages">): string[] {
  const accounts = data.spendingAccountLists.flatMap((list) =>
    list.spendingAccounts
      .filter((p) => !p.readOnly)
      .map((p) => {
        const edited = list.accountType === saving.accountType && p.planPeriod === saving.planPeriod;
        return {
          accountDescription: list.accountDescription,
          status: edited ? saving.election.status : p.status,
          employeeAnnualContribution: edited
            ? saving.election.employeeAnnualContribution
            : p.employeeAnnualContribution,
          employerAnnualContribution: p.employerAnnualContribution,
          minAnnualContribution: p.minAnnualContribution,
          maxAnnualContribution: p.maxAnnualContribution,
        };
      }),
  );
  return contributionBoundFailures(accounts).map(contributionBoundMessage);
}

/**
 * /employer/assist-employees/spending-accounts (assist-employees.md §2.1 groupNumber, umi; §2.7):
 * the views (loading, success, error, vendor rollout), a card per plan period with its read view
 * and edit form, the save modal (initial, loading, success, error with the bounds), the vendor tool
 * link and the group selection when the employee has spending accounts in several groups.
 */
export function Component() {
  usePageTitle("Spending Accounts");
  const target = useLoaderData() as SpendingTarget;
  const [search, setSearch] = useSearchParams();
  const groupNumber = search.get("groupNumber") ?? target.groupNumber ?? undefined;
  const queryClient = useQueryClient();
  const key = ["spending-accounts", target.umi, groupNumber ?? null];
  const accounts = useQuery({
    queryKey: key,
    queryFn: () => api.spendingAccounts(target.umi, groupNumber ? { groupNumber } : {}),
    retry: false,
  });
  const data = accounts.data;
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState<Saving | null>(null);
  // Each card's Edit button, by plan period: focus goes back to the saved one's when the save modal
  // closes over a form that is gone (never to the page's body).
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const afterSave = useRef<HTMLElement | null>(null);
  // §2.7: several groups and none chosen — the group selection opens by itself.
  useEffect(() => {
    if (data && data.groupNumber === null && data.groups.length > 1) setChoosing(true);
  }, [data]);

  const save = useMutation({
    mutationFn: (body: SpendingElectionSaveRequest) =>
      api.saveSpendingElection(target.umi, body, data?.version ?? 0, crypto.randomUUID()),
    onSuccess: async () => {
      setSaving((s) => (s ? { ...s, state: "success" } : s));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const issues = failureIssues(error);
      const messages = issues.length
        ? issues.map((i) => i.message)
        : [failureMessage(error, assistMessages.unableToProcess)];
      setSaving((s) => (s ? { ...s, state: "error", messages } : s));
    },
  });

  const state: SpendingAccountsViewState = accounts.isPending
    ? "loading"
    : accounts.isError
      ? "error"
      : data?.rollout
        ? "rollout"
        : "success";
  const group = data?.groups.find((g) => g.groupNumber === data.groupNumber);
  // Whose accounts these are: the subscriber's name, as the employee's other pages say it.
  const name = useEmployeeName(target.umi);

  const submit =
    (list: { accountType: string; accountDescription: string }, planPeriod: string) =>
    (election: SpendingElection) => {
      if (!data) return;
      const next = {
        accountType: list.accountType,
        accountDescription: list.accountDescription,
        planPeriod,
        election,
      };
      const messages = boundMessages(data, next);
      setSaving({ ...next, state: messages.length ? "error" : "initial", messages });
    };

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <SpendingAccountsView
        state={state}
        subtitle={employeeLineText(
          target.umi,
          name,
          group ? `Group ${group.groupNumber} – ${group.groupName}` : undefined,
        )}
        vendorToolUrl={data?.vendorToolUrl ?? null}
        empty={!data?.spendingAccountLists.length}
        {...(data && data.groups.length > 1 ? { onChangeGroup: () => setChoosing(true) } : {})}
      >
        {data?.spendingAccountLists.map((list) => (
          <section
            key={list.accountType}
            aria-labelledby={`spending-${list.accountType}`}
            className="flex flex-col gap-3"
          >
            <h2 id={`spending-${list.accountType}`} className="m-0 font-bold text-xl">
              {list.accountDescription}
            </h2>
            {list.spendingAccounts.map((period) => {
              const id = `${list.accountType}-${period.planPeriod}`;
              return (
                <SpendingPlanPeriodCard
                  key={id}
                  accountDescription={list.accountDescription}
                  accountType={list.accountType}
                  period={period}
                  payFrequency={data.payFrequency}
                  payClasses={data.payClasses}
                  editable={data.editable}
                  editing={editing === id}
                  onEdit={() => setEditing(id)}
                  editRef={(element) => {
                    if (element) editButtons.current.set(id, element);
                    else editButtons.current.delete(id);
                  }}
                  onCancel={() => setEditing(null)}
                  onSubmit={submit(list, period.planPeriod)}
                  saving={save.isPending && editing === id}
                />
              );
            })}
          </section>
        ))}
      </SpendingAccountsView>
      <SpendingGroupSelectionModal
        open={choosing}
        groups={data?.groups ?? []}
        onCancel={() => setChoosing(false)}
        onSelect={(chosen) => {
          setChoosing(false);
          setEditing(null);
          setSearch({ umi: target.umi, groupNumber: chosen });
        }}
      />
      <SpendingSaveModal
        open={saving !== null}
        state={saving?.state ?? "initial"}
        planName={saving ? `${saving.accountDescription} ${saving.planPeriod}` : ""}
        messages={saving?.messages ?? []}
        onClose={() => {
          afterSave.current = saving
            ? (editButtons.current.get(`${saving.accountType}-${saving.planPeriod}`) ?? null)
            : null;
          setSaving(null);
        }}
        returnFocus={afterSave}
        onConfirm={() => {
          if (!saving || !data?.groupNumber) return;
          setSaving({ ...saving, state: "loading" });
          save.mutate({
            groupNumber: data.groupNumber,
            accountType: saving.accountType,
            planPeriod: saving.planPeriod,
            ...saving.election,
          });
        }}
      />
    </main>
  );
}
