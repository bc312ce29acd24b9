import { lifeEventCalls } from "@epr/contract";
import { formatDate, isLifeEventRequired, type LifeEventRule, parseDate } from "@epr/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { featureApi } from "../../../lib/featureApi.js";
import { configQuery } from "../../../lib/signIn.js";

const lifeEventApi = featureApi(lifeEventCalls);

/** The life event rules (enrollment.md §7: only while SEP is on); they change only with a release. */
export const lifeEventRulesQuery = queryOptions({
  queryKey: ["lifeEvents", "rules"],
  queryFn: () => lifeEventApi.lifeEventRules(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether a day (MM-dd-yyyy) is in the client's open enrollment (enrollment.md §4 Special enrollment, §7). */
export const clientOpenEnrollmentQuery = (day: string) =>
  queryOptions({
    queryKey: ["lifeEvents", "openEnrollment", day],
    queryFn: () => lifeEventApi.openEnrollment(undefined, day),
    staleTime: 5 * 60_000,
  });

/** One empty list for every render, so a context built from it stays the same object. */
const noRules: LifeEventRule[] = [];

/** Special enrollment for one coverage effective date, as the subscriber step uses it. */
export interface SpecialEnrollmentState {
  /** Every answer needed is in: the flag, and with SEP on the rules and the open enrollment check. */
  ready: boolean;
  sepEnabled: boolean;
  outsideOpenEnrollment: boolean;
  /** SEP on and outside open enrollment (@epr/domain `isLifeEventRequired`): reason and date required. */
  lifeEventRequired: boolean;
  lifeEventRules: LifeEventRule[];
}

/**
 * Special enrollment for a coverage effective date as typed (MM/dd/yyyy; enrollment.md §1 flag SEP,
 * §4 Resuming and Special enrollment): the server's SEP flag from GET /api/config and, while it is
 * on, whether the date is outside the client's open enrollment (the server answers the same way
 * when it checks a save). No date yet, or SEP off: no life event.
 */
export function useSpecialEnrollment(
  coverageEffectiveDate: string | null | undefined,
): SpecialEnrollmentState {
  const config = useQuery(configQuery);
  const sepEnabled = config.data?.flags.SEP ?? false;
  const date = parseDate(coverageEffectiveDate, "us");
  const day = date ? formatDate(date, "usDash") : null;
  const rules = useQuery({ ...lifeEventRulesQuery, enabled: sepEnabled });
  const open = useQuery({
    ...clientOpenEnrollmentQuery(day ?? ""),
    enabled: sepEnabled && day !== null,
    // While the next date's answer comes, the fields stay as they were instead of flickering.
    placeholderData: keepPreviousData,
  });
  const settled = open.data !== undefined && !open.isPlaceholderData;
  const outsideOpenEnrollment = sepEnabled && day !== null && open.data?.payload.openEnrollment === false;
  return {
    ready:
      (config.data !== undefined || config.isError) &&
      (!sepEnabled ||
        ((rules.data !== undefined || rules.isError) && (day === null || settled || open.isError))),
    sepEnabled,
    outsideOpenEnrollment,
    lifeEventRequired: isLifeEventRequired({ sepEnabled, outsideOpenEnrollment }),
    lifeEventRules: rules.data?.payload ?? noRules,
  };
}
