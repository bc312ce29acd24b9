import { useCopy } from "@epr/brand-themes";
import { employeeSsnCalls } from "@epr/contract";
import { domainMessages, mayRevealFullSsn, sortGroupsForSwitcher } from "@epr/domain";
import { Button, FeedbackBar, SkeletonText } from "@epr/ui";
import { EmployeeSummary, preloadActionsMenu } from "@epr/ui/cards/employee-summary";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, type LoaderFunctionArgs, useSearchParams } from "react-router";
import { failureKind, isWorthRetrying } from "../../../../lib/failures.js";
import { featureApi } from "../../../../lib/featureApi.js";
import { paths } from "../../../../lib/paths.js";
import { openPrintWindow, usePrintWhenReady } from "../../../../lib/printMode.js";
import { queryClient } from "../../../../lib/queryClient.js";
import { sessionQuery } from "../../../../lib/session.js";
import { usePageTitle } from "../../../../lib/usePageTitle.js";
import { employeeSummaryQuery, pendingTransactionQuery } from "../employeeQueries.js";
import { mayEditEmployee } from "./edit/editEntry.js";
import { useEmployeeEditMode } from "./edit/useEmployeeEditMode.js";
import { routerLink, summaryActionHrefs, summaryActionRights } from "./summaryActions.js";
import { useCancelReinstate } from "./useCancelReinstate.js";
import { useFindADoctorLinks } from "./useFindADoctorLinks.js";
import { useGroupChoiceActions } from "./useGroupChoiceActions.js";
import { useSummaryHistory } from "./useSummaryHistory.js";

const ssnApi = featureApi(employeeSsnCalls);

/** Starts loading the summary with the navigation; the page shows its own error states. */
export async function loader({ request }: LoaderFunctionArgs) {
  const umi = new URL(request.url).searchParams.get("umi");
  // The actions menu downloads beside the summary, so it is there when the summary shows.
  void preloadActionsMenu();
  if (umi) await queryClient.prefetchQuery(employeeSummaryQuery(umi));
  return null;
}

/** /employer/manage-employees/find/review?umi=…: the employee summary (enrollment.md §2 employee.find.review). */
export function Component() {
  const t = useCopy();
  const [params] = useSearchParams();
  const umi = params.get("umi") ?? "";
  const printMode = params.get("print") === "true";
  // The loader's request is the page's: one that failed is not asked again on mount (an unknown
  // member ID would log its 404 twice); Try again asks anew.
  const summary = useQuery({ ...employeeSummaryQuery(umi), enabled: umi !== "", retryOnMount: false });
  const record = summary.data?.payload;
  const { data: session } = useSuspenseQuery(sessionQuery);
  const history = useSummaryHistory(umi);
  // The group the summary's switcher shows: the action links, Find a Doctor and the edit's
  // coverage sections name it.
  const [shownGroup, setShownGroup] = useState<string | null>(null);
  const groupNumber =
    shownGroup ?? (summary.data ? (sortGroupsForSwitcher(summary.data.groups)[0]?.groupNumber ?? "") : "");
  const findADoctorLinks = useFindADoctorLinks(session, record, groupNumber);
  const cancelReinstate = useCancelReinstate(umi, record);
  const groupChoice = useGroupChoiceActions(umi, summary.data?.groups ?? []);
  const baseRights =
    session && !printMode && summary.data ? summaryActionRights(session, summary.data.groups) : null;
  // enrollment.md §4 Edit entry, §8: an employee with a pending transaction can be changed by no one
  // until it is applied. Asked before the menu offers a change, so the menu offers none and the
  // page says why, instead of refusing after the administrator chose one.
  const pending = useQuery({
    ...pendingTransactionQuery(umi, summary.data?.version),
    enabled: Boolean(baseRights && summary.data && mayEditEmployee(baseRights, summary.data.groups)),
  });
  const pendingTransaction = pending.data?.pending === true;
  const rights = baseRights ? { ...baseRights, pendingTransaction } : null;
  // enrollment.md §4 Edit entry, Edit save: edit=true makes the summary's sections editable.
  const edit = useEmployeeEditMode({ umi, summary: summary.data, rights, groupNumber });
  usePrintWhenReady(printMode, Boolean(record));
  usePageTitle(
    record ? `${record.subscriber.fullName.first} ${record.subscriber.fullName.last}` : "Employee Summary",
  );

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <p className="mb-3 print:hidden">
        <Link to={paths.findEmployee} className="text-link underline underline-offset-2">
          Back to Find Employee
        </Link>
      </p>
      {umi === "" ? (
        <Problem title="No employee chosen">Search for an employee and choose one from the results.</Problem>
      ) : summary.isPending ? (
        <SkeletonText lines={6} label="Loading the employee summary" />
      ) : summary.isError ? (
        <>
          <Problem title={problemTitle(summary.error)}>{summary.error.message}</Problem>
          {isWorthRetrying(summary.error) ? (
            <Button
              variant="outline"
              className="mt-4"
              loading={summary.isFetching}
              onClick={() => void summary.refetch()}
            >
              Try again
            </Button>
          ) : null}
        </>
      ) : record && summary.data ? (
        edit.frame(
          <>
            {edit.banner}
            {pendingTransaction && !printMode ? (
              <FeedbackBar variant="notification" title="Pending Transaction" className="mb-4">
                {domainMessages.pendingEdit}
              </FeedbackBar>
            ) : null}
            <EmployeeSummary
              key={edit.key}
              record={edit.record ?? record}
              groups={summary.data.groups}
              memberIdLabel={t("memberIdHeading")}
              onPrint={printMode ? undefined : () => openPrintWindow(umi)}
              // The full-SSN toggle (beyond the spec): asked anew of the server on each reveal, never cached.
              revealSsn={
                !printMode && mayRevealFullSsn(summary.data.groups)
                  ? () => ssnApi.revealEmployeeSsn(umi)
                  : undefined
              }
              {...(rights
                ? {
                    actionRights: rights,
                    actionHrefs: summaryActionHrefs({ umi, groupNumber }),
                    onLinkAction: groupChoice.onLinkAction,
                    renderLink: routerLink,
                    onEdit: edit.onEdit,
                    onCancelCoverage: cancelReinstate.onCancelCoverage,
                    onReinstate: cancelReinstate.onReinstate,
                  }
                : {})}
              onGroupChange={setShownGroup}
              findADoctorLinks={findADoctorLinks}
              {...(printMode ? {} : { onOpenHistory: history.onOpenHistory })}
              {...(edit.summaryEdit ? { edit: edit.summaryEdit } : {})}
            />
          </>,
        )
      ) : null}
      {history.modal}
      {cancelReinstate.modal}
      {groupChoice.modal}
      {edit.ui}
    </main>
  );
}

function problemTitle(error: Error) {
  const kind = failureKind(error);
  if (kind === "notAllowed") return "No access";
  if (kind === "notFound") return "Employee not found";
  return "The employee summary could not be loaded";
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <h1 className="mb-3 font-bold text-2xl">{title}</h1>
      <FeedbackBar variant="failure" title={null}>
        {children}
      </FeedbackBar>
    </>
  );
}
