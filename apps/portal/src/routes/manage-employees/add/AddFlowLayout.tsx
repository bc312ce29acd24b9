import { useBrand } from "@epr/brand-themes";
import type { Session } from "@epr/contract";
import { addEmployeeEntry } from "@epr/domain";
import { Button, FeedbackBar, SkeletonText, Stepper } from "@epr/ui";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  Link,
  Navigate,
  Outlet,
  useBeforeUnload,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from "react-router";
import { UnsavedChanges } from "../../../lib/lazyModals.js";
import { paths } from "../../../lib/paths.js";
import { ServiceErrorBar } from "../../../lib/serviceError.js";
import { sessionQuery } from "../../../lib/session.js";
import { usePageTitle } from "../../../lib/usePageTitle.js";
import { enrollmentApi, enrollmentQuery } from "../enrollmentQueries.js";
import { AddFlowContext, type AddFlowState } from "./AddFlowContext.js";
import { type AddFlowDraft, approvedStepIds, draftFromEnrollment, newDraft, reduceDraft } from "./draft.js";
import {
  addFlowName,
  clearReinstateDraft,
  storedReinstateDraft,
  storeReinstateDraft,
  useReinstateStart,
} from "./reinstate.js";
import { useSpecialEnrollment } from "./specialEnrollment.js";
import { isInAddFlow, isProviderDirectoryPath, stepOfPath, stepPath } from "./stepPaths.js";

/**
 * /employer/manage-employees/add/…: the add flow (enrollment.md §2, §4). One draft for every step,
 * kept here while the steps change below, so moving between steps (the stepper, Save & Continue,
 * the browser's back button) never loses what was typed. A saved enrollment's id is in the address,
 * so a reload reads back what was saved (a reinstate's draft is kept in the tab's sessionStorage
 * instead); the flow's own address resumes an enrollment at its first required step not approved.
 * Leaving the flow with unsaved changes asks first.
 */
export function Component() {
  const { data: session } = useSuspenseQuery(sessionQuery);
  const [params] = useSearchParams();
  if (!session?.employer) return null;
  // The entry check, before any form shows (enrollment.md §6; session-and-admin.md §6): who may
  // not add employees learns it here, not after filling the flow in.
  const entry = addEmployeeEntry({
    employeesView: session.entitlements.employees.view,
    employeesEdit: session.entitlements.employees.edit,
    viewOnly: session.admin.viewOnly,
    groups: session.groups,
  });
  if (entry.kind === "home") return <Navigate replace to={paths.home} />;
  if (entry.kind === "refused") {
    return <AddFlowRefused message={entry.message} reinstate={params.has("reinstateDate")} />;
  }
  return <AddFlow session={session} />;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/** The add flow (or a reinstate, which runs through it) refused at its entry: why, and where to go. */
function AddFlowRefused({ message, reinstate }: { message: string; reinstate: boolean }) {
  const title = addFlowName(reinstate);
  usePageTitle(title);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-4 font-bold text-2xl">{title}</h1>
      <FeedbackBar variant="failure" title={null}>
        {message}
      </FeedbackBar>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to={paths.findEmployee} className={linkClass}>
          Find an Employee
        </Link>
        <Link to={paths.home} className={linkClass}>
          Home
        </Link>
      </p>
    </main>
  );
}

function AddFlow({ session }: { session: Session }) {
  const brand = useBrand();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const enrollmentId = params.get("enrollment");
  // The provider directory belongs to the Plan Coverage step (enrollment.md §2 PCPIndex).
  const directory = isProviderDirectoryPath(location.pathname);
  const current = directory ? "coverage" : stepOfPath(location.pathname);
  const [today] = useState(() => new Date());
  const context = useMemo(() => ({ brand: brand.capabilities }), [brand.capabilities]);
  const reduce = useMemo(() => reduceDraft(context), [context]);
  // A reinstate reloaded partway through resumes from the draft kept for it (reinstate.ts).
  const [draft, dispatch] = useReducer(
    reduce,
    context,
    (initial) => storedReinstateDraft(params) ?? newDraft(initial),
  );
  const [resumeAt, setResumeAt] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const leaving = useRef(false);
  const saveAndLeave = useRef<((to: string) => Promise<void>) | null>(null);
  const [asking, setAsking] = useState(false);

  // An enrollment named in the address and not yet the draft: read it (a resume or a reload).
  const wanted = enrollmentId && enrollmentId !== draft.enrollmentId ? enrollmentId : null;
  const enrollment = useQuery({ ...enrollmentQuery(wanted ?? ""), enabled: wanted !== null });
  // enrollment.md §4 Resuming: the SEP flag and the open enrollment of the saved coverage date decide
  // whether a stored life event is required or removed.
  const special = useSpecialEnrollment(
    enrollment.data?.id === wanted ? enrollment.data?.payload.globalCoverageEffectiveDate : null,
  );
  const { sepEnabled, outsideOpenEnrollment } = special;
  const specialReady = special.ready;
  useEffect(() => {
    if (!wanted || !enrollment.data || enrollment.data.id !== wanted || !specialReady) return;
    const resumed = draftFromEnrollment(
      enrollment.data,
      { ...context, outsideOpenEnrollment, sepEnabled },
      () => crypto.randomUUID(),
    );
    dispatch({ type: "replaced", draft: resumed.draft });
    setResumeAt(stepPath(resumed.resumeAt, wanted));
  }, [wanted, enrollment.data, context, specialReady, outsideOpenEnrollment, sepEnabled]);

  // enrollment.md §4 Reinstate: the subscriber step with umi and reinstateDate starts from the employee.
  const replace = useCallback((next: AddFlowDraft) => dispatch({ type: "replaced", draft: next }), []);
  const reinstate = useReinstateStart(params, draft, replace, context);
  useEffect(() => {
    if (draft.reinstate) storeReinstateDraft(draft);
  }, [draft]);
  // Leaving the flow (Finish, Cancel, any way out) forgets it; a reload runs no cleanup and keeps it.
  useEffect(() => () => clearReinstateDraft(), []);

  const persist = useCallback(
    async (next: AddFlowDraft) => {
      setSaveError(null);
      // A reinstate is no enrollment in process: the steps keep it here until Finish saves the employee.
      if (next.reinstate) {
        dispatch({ type: "replaced", draft: next });
        return next;
      }
      const body = { record: next.record, approvedSteps: approvedStepIds(next) };
      // One key per attempt: a request repeated by the network is applied once.
      const key = crypto.randomUUID();
      try {
        const saved =
          next.enrollmentId && next.version !== null
            ? await enrollmentApi.saveEnrollment(next.enrollmentId, body, next.version, key)
            : await enrollmentApi.createEnrollment(body, key);
        const result = { ...next, enrollmentId: saved.id, version: saved.version, dirty: false };
        dispatch({ type: "replaced", draft: result });
        return result;
      } catch (error) {
        if (current) dispatch({ type: "saveFailed", step: current });
        setSaveError(error instanceof Error ? error.message : String(error));
        return null;
      }
    },
    [current],
  );

  const leave = useCallback(
    (to: string) => {
      leaving.current = true;
      navigate(to);
    },
    [navigate],
  );

  // enrollment.md §2 Leave guard: within the add flow only; elsewhere ask while something is unsaved.
  const blocker = useBlocker(
    ({ nextLocation }) => draft.dirty && !leaving.current && !isInAddFlow(nextLocation.pathname),
  );
  useBeforeUnload(
    useCallback(
      (event) => {
        if (draft.dirty && !leaving.current) event.preventDefault();
      },
      [draft.dirty],
    ),
  );

  if (reinstate.error) {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <h1 className="mb-4 font-bold text-2xl">Reinstate</h1>
        <ServiceErrorBar error={reinstate.error} title="We could not open this employee" />
        <Button className="mt-4" variant="outline" onClick={reinstate.retry}>
          Try again
        </Button>
      </main>
    );
  }
  if (reinstate.loading)
    return <SkeletonText lines={6} label="Loading the employee" className="min-h-screen" />;
  if (wanted) {
    if (enrollment.isError) {
      return (
        <main id="main" tabIndex={-1} className="outline-none">
          <h1 className="mb-4 font-bold text-2xl">Add Employee</h1>
          <ServiceErrorBar error={enrollment.error} title="We could not open this enrollment" />
          <Button className="mt-4" variant="outline" onClick={() => void enrollment.refetch()}>
            Try again
          </Button>
        </main>
      );
    }
    // As tall as the window: the step that replaces it is taller, so nothing below moves (layout shift).
    return <SkeletonText lines={6} label="Loading the enrollment" className="min-h-screen" />;
  }
  // The flow's own address resumes at the first required step not approved; a step that is not
  // (or no longer) required goes there too.
  if (!current || !draft.steps.some((step) => step.id === current)) {
    return (
      <Navigate replace to={resumeAt ?? stepPath(draft.steps[0]?.id ?? "subscriber", draft.enrollmentId)} />
    );
  }

  const state: AddFlowState = {
    draft,
    dispatch,
    reduce,
    session,
    today,
    current,
    persist,
    leave,
    saveError,
    saveAndLeave,
    askBeforeLeaving: () => {
      // enrollment.md §4: with no subscriber SSN yet there is nothing to keep, so Cancel abandons at once.
      if (!draft.enrollmentId && !draft.subscriber.ssn) leave(paths.home);
      else setAsking(true);
    },
  };
  const onReview = current === "reviewSubmit";
  const blockedTo = blocker.location ? `${blocker.location.pathname}${blocker.location.search}` : paths.home;

  return (
    <AddFlowContext.Provider value={state}>
      <div className="flex flex-col gap-6">
        {directory ? null : (
          <Stepper
            steps={draft.steps}
            currentId={current}
            onSelect={(id) => {
              const step = draft.steps.find((candidate) => candidate.id === id);
              if (step) navigate(stepPath(step.id, draft.enrollmentId));
            }}
          />
        )}
        <Outlet />
      </div>
      {/* Cancel, and any other way out of the flow with something unsaved (enrollment.md §2 Leave guard, §4 footer actions).
          Downloaded on first open: with its dialog every step's page carried 15 kB its first paint does not need (docs/benchmarks.md, Size). */}
      <UnsavedChanges
        open={asking || blocker.state === "blocked"}
        saveGoesHome={onReview}
        onSave={() => {
          const to = asking ? paths.home : blockedTo;
          setAsking(false);
          blocker.reset?.();
          if (onReview) leave(to);
          else void saveAndLeave.current?.(to);
        }}
        onAbandon={() => {
          setAsking(false);
          if (blocker.state === "blocked") blocker.proceed?.();
          else leave(paths.home);
        }}
        onStay={() => {
          setAsking(false);
          blocker.reset?.();
        }}
      />
    </AddFlowContext.Provider>
  );
}

/** Where Cancel and Save for Later lead (enrollment.md §4 footer actions). */
export const addFlowExit = paths.home;
