import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** A card's submit inside a step: resolves true when the card's form was valid and handed on. */
export type StepSubmitter = () => Promise<boolean> | boolean;

/** Where the cards of a step register their submits, and where its error summaries say they show. */
export interface StepFormsRegistry {
  register: (submit: StepSubmitter) => () => void;
  /**
   * An error summary of the step appeared or its errors changed: after a refused submit the step's
   * first summary then takes focus (`ErrorSummary` calls it).
   */
  summaryShown: () => void;
  /** The element the step's cards render in (`StepFormsProvider` gives it). */
  attach: (container: HTMLElement | null) => void;
  /** The administrator typed or clicked in the step: a refusal no longer waits for a summary. */
  acted: () => void;
}

const StepFormsContext = createContext<StepFormsRegistry | null>(null);

/** What `useStepForms` gives the step that owns the footer. */
export interface StepForms {
  /**
   * Submits every card of the step at once (each shows its own errors) and resolves true only when
   * all were valid (enrollment.md §4 footer actions: Save & Continue, Save for Later, Finish).
   */
  submitAll: () => Promise<boolean>;
  /**
   * The step refused its submit after the cards were valid (a server's check placed its messages on
   * the cards): focus moves to the step's first error summary as soon as one shows.
   */
  refuse: () => void;
  /** Where the step's cards register; give it to `StepFormsProvider`. */
  registry: StepFormsRegistry;
  /** Refused submits so far (the cards' own or the step's): each moves focus to the first error summary. */
  failures: number;
}

/**
 * The cards of one add-flow step, submitted together by the step's footer. A card's frame
 * (`CardFrame`) registers its submit when it is inside `StepFormsProvider`; nothing else changes
 * for the card, which still validates with its own @epr/forms hook.
 *
 * After a refused submit focus goes to the step's first error summary (STYLE.md Forms and errors),
 * whenever that summary shows: at once when a card's errors are already there, or when a card
 * places them later (a server's answer, a card rendered at a lower priority). No waiting on time:
 * the summaries say when they show. The refusal stops waiting once the administrator types or
 * clicks in the step, so a summary that re-validation shows later never pulls focus out of a field.
 */
export function useStepForms(): StepForms {
  const submitters = useRef(new Set<StepSubmitter>());
  const container = useRef<HTMLElement | null>(null);
  const waiting = useRef(false);
  const registry = useMemo<StepFormsRegistry>(() => {
    const focusFirstSummary = () => {
      const summary = container.current?.querySelector<HTMLElement>("[data-slot=error-summary]");
      if (!summary) return;
      waiting.current = false;
      summary.focus();
    };
    return {
      register: (submit) => {
        submitters.current.add(submit);
        return () => submitters.current.delete(submit);
      },
      summaryShown: () => {
        if (waiting.current) focusFirstSummary();
      },
      attach: (element) => {
        container.current = element;
        if (element && waiting.current) focusFirstSummary();
      },
      acted: () => {
        waiting.current = false;
      },
    };
  }, []);
  const [failures, setFailures] = useState(0);
  const refuse = useCallback(() => {
    waiting.current = true;
    setFailures((count) => count + 1);
  }, []);
  const submitAll = useCallback(async () => {
    // Every card validates, so every error shows at once, not only the first card's.
    const results = await Promise.all([...submitters.current].map((submit) => submit()));
    const valid = results.every(Boolean);
    if (!valid) refuse();
    return valid;
  }, [refuse]);
  return useMemo(() => ({ submitAll, refuse, registry, failures }), [submitAll, refuse, registry, failures]);
}

/** Wrap a step's cards in this: inside it their own Save and Cancel buttons give way to the footer. */
export function StepFormsProvider({ step, children }: { step: StepForms; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { registry } = step;
  useLayoutEffect(() => {
    registry.attach(ref.current);
    return () => registry.attach(null);
  }, [registry]);
  // A refusal whose summaries are already on the page (the cards' errors render with the submit).
  useEffect(() => {
    if (step.failures > 0) registry.summaryShown();
  }, [step.failures, registry]);
  return (
    <StepFormsContext.Provider value={registry}>
      <div
        ref={ref}
        data-slot="step-forms"
        className="flex flex-col gap-6"
        onKeyDownCapture={registry.acted}
        onPointerDownCapture={registry.acted}
      >
        {children}
      </div>
    </StepFormsContext.Provider>
  );
}

/** Whether a part is inside an add-flow step (its error summary then leaves focus to the step). */
export function useInStep(): boolean {
  return useContext(StepFormsContext) !== null;
}

/**
 * For an error summary: tells the enclosing step, if any, each time the summary shows new errors
 * (`signal` changes), so a refused submit's focus lands on it. True when inside a step (the summary
 * then never focuses itself: the step focuses its first summary).
 */
export function useStepSummary(shown: boolean, signal: string): boolean {
  const registry = useContext(StepFormsContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: signal is the summary's errors changing.
  useEffect(() => {
    if (registry && shown) registry.summaryShown();
  }, [registry, shown, signal]);
  return registry !== null;
}
/**
 * Registers a card's submit with the enclosing step, if any; true when the card is inside one (its
 * own Save and Cancel buttons are then not shown).
 */
export function useStepSubmitter(submit: StepSubmitter | undefined): boolean {
  const registry = useContext(StepFormsContext);
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    if (!registry) return;
    return registry.register(async () => (latest.current ? Boolean(await latest.current()) : true));
  }, [registry]);
  return registry !== null;
}
