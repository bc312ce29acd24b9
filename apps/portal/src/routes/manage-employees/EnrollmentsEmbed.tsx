import { domainMessages, ENROLLMENTS_EMBED_SIZE } from "@epr/domain";
import { Button, Spinner } from "@epr/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { ServiceErrorBar } from "../../lib/serviceError.js";
import { EnrollmentsTable } from "./EnrollmentsTable.js";
import { enrollmentsQuery } from "./enrollmentQueries.js";
import { enrollmentsReturnCode } from "./enrollmentsMessages.js";
import { useMayModifyEnrollments } from "./useEnrollmentRights.js";

/** The dashboard's query: the first 5 rows and whether more follow (enrollment.md §2, §9). */
export const embedQuery = enrollmentsQuery({ limit: ENROLLMENTS_EMBED_SIZE });

/**
 * The short list of enrollments in process on the enrollment landing (enrollment.md §2): 5 rows
 * ordered by last name, and a link to the full list when there are more.
 */
export function EnrollmentsEmbed() {
  const canModify = useMayModifyEnrollments();
  const query = useQuery(embedQuery);
  return (
    <section aria-labelledby="enrollments-embed-heading" className="mt-8">
      <h2 id="enrollments-embed-heading" className="mb-3 font-bold text-xl">
        Enrollments in Process
      </h2>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-2">
          <Spinner size="sm" label="" /> Loading enrollments in process…
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ServiceErrorBar error={query.error} returnCode={enrollmentsReturnCode(query.error)} title={null} />
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data.payload.enrollmentsInProgress.length === 0 ? (
        <p>{domainMessages.noEnrollments}</p>
      ) : (
        <>
          <EnrollmentsTable
            rows={query.data.payload.enrollmentsInProgress}
            caption="The first enrollments in process, by last name"
            canModify={canModify}
          />
          {query.data.more ? (
            <p className="mt-3">
              <Link
                to={paths.enrollmentsInProcess}
                className="font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
              >
                More enrollments in process ({query.data.counts.enrollmentTotal} in all)
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
