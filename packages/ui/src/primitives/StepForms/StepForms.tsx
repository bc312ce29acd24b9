import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** A card's submit inside a step: resolves true when the card's form was valid and handed on. */
export type StepSubmitter = () => Promise<boolean> | boolean;

/** Where the cards of a step register their submits. */
export interface StepFormsRegistry {
  register: (submit: StepSubmitter) => () => void;
}

const StepFormsContext = createContext<StepFormsRegistry | null>(null);

/** What `useStepForms` gives the step that owns the footer. */
export interface StepForms {
  /**
   * Submits every card of the step at once (each shows its own errors) and resolves true only when
   * all were valid (enrollment.md §4 footer actions: Save & Continue, Save for Later, Finish).
   */
  submitAll: () => Promise<boolean>;
  /** Where the step's cards register; give it to `StepFormsProvider`. */
  registry: StepFormsRegistry;
  /** Failed submits so far: each one moves focus to the step's first error summary. */
  failures: number;
}

/**
 * The cards of one add-flow step, submitted together by the step's footer. A card's frame
 * (`CardFrame`) registers its submit when it is inside `StepFormsProvider`; nothing else changes
 * for the card, which still validates with its own @epr/forms hook.
 */
export function useStepForms(): StepForms {
  const submitters = useRef(new Set<StepSubmitter>());
  const registry = useMemo<StepFormsRegistry>(
    () => ({
      register: (submit) => {
        submitters.current.add(submit);
        return () => submitters.current.delete(submit);
      },
    }),
    [],
  );
  const [failures, setFailures] = useState(0);
  const submitAll = useCallback(async () => {
    // Every card validates, so every error shows at once, not only the first card's.
    const results = await Promise.all([...submitters.current].map((submit) => submit()));
    const valid = results.every(Boolean);
    if (!valid) setFailures((count) => count + 1);
    return valid;
  }, []);
  return useMemo(() => ({ submitAll, registry, failures }), [submitAll, registry, failures]);
}

/** Wrap a step's cards in this: inside it their own Save and Cancel buttons give way to the footer. */
export function StepFormsProvider({ step, children }: { step: StepForms; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // After a failed submit focus goes to the first card's error summary (STYLE.md Forms and errors);
  // the cards' own summaries do not take focus inside a step, so they never fight over it.
  useEffect(() => {
    if (step.failures === 0) return;
    ref.current?.querySelector<HTMLElement>("[data-slot=error-summary]")?.focus();
  }, [step.failures]);
  return (
    <StepFormsContext.Provider value={step.registry}>
      <div ref={ref} data-slot="step-forms" className="flex flex-col gap-6">
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
