import type { EnrollmentCounts, EnrollmentRow } from "@epr/contract";
import { domainMessages, ENROLLMENTS_PAGE_SIZE } from "@epr/domain";
import { Button, DialogClose, FeedbackBar, SimpleDialog, Spinner } from "@epr/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { requireConditionsAccepted } from "../../lib/guards.js";
import { queryClient } from "../../lib/queryClient.js";
import { enrollmentsKey } from "../../lib/queryKeys.js";
import { ServiceErrorBar } from "../../lib/serviceError.js";
import { useKeysetPages } from "../../lib/useKeysetPages.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { EnrollmentsTable } from "./EnrollmentsTable.js";
import { enrollmentApi, enrollmentsQuery } from "./enrollmentQueries.js";
import { enrollmentsReturnCode } from "./enrollmentsMessages.js";
import { WithManageEmployeesSidebar } from "./ManageEmployeesSidebar.js";
import { useMayModifyEnrollments } from "./useEnrollmentRights.js";

const pageQuery = (after: string | undefined) =>
  enrollmentsQuery({ limit: ENROLLMENTS_PAGE_SIZE, ...(after ? { after } : {}) });

/** Starts reading the first page while the page's code loads. */
export async function loader() {
  // A cancelled client's conditions come before enrollment (session-and-admin.md §2).
  await requireConditionsAccepted();
  void queryClient.prefetchQuery(pageQuery(undefined));
  return null;
}

/** The counts of the list (enrollment.md §2), named for people. */
function Counts({ counts }: { counts: EnrollmentCounts }) {
  const items = [
    ["Saved", counts.enrollSaved],
    ["Submitted", counts.enrollSubmitted],
    ["Partially Submitted", counts.enrollPartialSubmit],
    ["Total", counts.enrollmentTotal],
  ] as const;
  return (
    <dl className="mb-4 flex flex-wrap gap-3" data-testid="enrollment-counts">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-28 rounded-card border border-border bg-surface px-4 py-2">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className="font-bold text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /employer/manage-employees/enrollments-in-process (enrollment.md §2, §8, §9): every enrollment
 * in process of the client, 20 a page by last name, with the counts; a SAVED row resumes in the add
 * flow or is deleted after a confirmation.
 */
export function Component() {
  usePageTitle("Enrollments in Process");
  const canModify = useMayModifyEnrollments();
  const client = useQueryClient();
  const pages = useKeysetPages();
  const after = pages.cursor;
  const query = useQuery({ ...pageQuery(after), placeholderData: keepPreviousData });
  const [asked, setAsked] = useState<EnrollmentRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = useMutation({
    mutationFn: (row: EnrollmentRow) => enrollmentApi.deleteEnrollment(row.id),
    onSuccess: async (_result, row) => {
      setAsked(null);
      setDone(`The enrollment of ${row.firstName} ${row.lastName} was deleted.`);
      await client.invalidateQueries({ queryKey: enrollmentsKey });
    },
  });

  const ask = (row: EnrollmentRow) => {
    remove.reset();
    setDone(null);
    setAsked(row);
  };
  const turn = (move: () => void) => {
    move();
    setDone(null);
    headingRef.current?.focus();
  };

  const rows = query.data?.payload.enrollmentsInProgress ?? [];
  return (
    <WithManageEmployeesSidebar>
      <h1 ref={headingRef} tabIndex={-1} className="mb-4 font-bold text-3xl outline-none">
        Enrollments in Process
      </h1>
      {done ? (
        <FeedbackBar variant="success" className="mb-4">
          {done}
        </FeedbackBar>
      ) : null}
      {query.isPending ? (
        <div role="status" className="flex items-center gap-2">
          <Spinner size="sm" label="" /> Loading enrollments in process…
        </div>
      ) : query.isError && !query.data ? (
        <div className="flex flex-col items-start gap-3">
          <ServiceErrorBar error={query.error} returnCode={enrollmentsReturnCode(query.error)} title={null} />
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data ? (
        <>
          <Counts counts={query.data.counts} />
          {rows.length === 0 ? (
            <p>{domainMessages.noEnrollments}</p>
          ) : (
            <>
              <p className="sr-only" role="status">
                Page {pages.page}: {rows.length} enrollments shown.
              </p>
              <EnrollmentsTable
                rows={rows}
                caption={`Enrollments in process, page ${pages.page}, by last name`}
                canModify={canModify}
                onDelete={ask}
              />
            </>
          )}
          {pages.hasPrevious || query.data.more ? (
            <nav aria-label="Pages of enrollments" className="mt-4 flex items-center gap-3">
              <Button
                variant="outline"
                disabled={!pages.hasPrevious || query.isFetching}
                onClick={() => turn(pages.goPrevious)}
              >
                Previous page
              </Button>
              <span>Page {pages.page}</span>
              <Button
                variant="outline"
                disabled={!query.data.more || query.isFetching}
                loading={query.isFetching && query.isPlaceholderData}
                onClick={() => turn(() => pages.goNext(query.data?.next))}
              >
                Next page
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      <SimpleDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setAsked(null);
        }}
        title="Delete this enrollment?"
        description={
          asked
            ? `The enrollment in process of ${asked.firstName} ${asked.lastName} (member ID ${asked.memberId}) will be deleted. This cannot be undone.`
            : ""
        }
        onCloseAutoFocus={(event) => {
          // The row's Delete button is gone after a delete: continue from the page's heading.
          if (done) {
            event.preventDefault();
            headingRef.current?.focus();
          }
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button loading={remove.isPending} onClick={() => asked && remove.mutate(asked)}>
              Delete
            </Button>
          </>
        }
      >
        {remove.isError ? (
          <FeedbackBar variant="failure" title={null}>
            {remove.error.message || domainMessages.genericErrorText}
          </FeedbackBar>
        ) : null}
      </SimpleDialog>
    </WithManageEmployeesSidebar>
  );
}
