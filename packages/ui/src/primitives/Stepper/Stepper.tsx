import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

/** A step of the add flow (enrollment.md §2 Add flow, §4 Add flow steps). */
export interface Step {
  /** Stable id ("subscriber", "coverage", "majorMedical"…). */
  id: string;
  /** Title shown ("Subscriber & Dependents", "Plan Coverage", "Review & Submit"). */
  title: string;
  /** True once the step is approved. */
  approved?: boolean;
}

/** Props of `Stepper`. */
export interface StepperProps extends Omit<ComponentProps<"nav">, "onSelect"> {
  /** The required steps in order; numbers are their positions, so they renumber as steps come and go. */
  steps: readonly Step[];
  /** Id of the current step. */
  currentId: string;
  /**
   * Called when an approved step (or the current one) is chosen; without it steps are not links.
   * enrollment.md §4: advancing is allowed only past approved steps.
   */
  onSelect?: (id: string) => void;
  /** Accessible name of the navigation. */
  label?: string;
}

/**
 * The add-flow stepper: numbered steps; approved ones show a check, the current one is marked with
 * `aria-current="step"`. Approved steps can be revisited when `onSelect` is given.
 */
export function Stepper({
  steps,
  currentId,
  onSelect,
  label = "Enrollment steps",
  className,
  ...props
}: StepperProps) {
  return (
    <nav data-slot="stepper" aria-label={label} className={cn("print:hidden", className)} {...props}>
      <ol className="m-0 flex list-none flex-wrap gap-x-2 gap-y-3 p-0">
        {steps.map((step, index) => {
          const current = step.id === currentId;
          const state = current ? "current" : step.approved ? "approved" : "upcoming";
          const status = current ? "current step" : step.approved ? "completed" : "not started";
          const canSelect = onSelect && (step.approved || current);
          const body = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-bold text-sm",
                  state === "current" && "border-primary bg-primary text-primary-foreground",
                  state === "approved" && "border-success bg-success text-success-foreground",
                  state === "upcoming" && "border-input bg-surface text-muted-foreground",
                )}
              >
                {state === "approved" ? (
                  <StrokeIcon className="size-4" strokeWidth={3}>
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </StrokeIcon>
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={cn(
                  "font-semibold",
                  state === "upcoming" ? "text-muted-foreground" : "text-foreground",
                )}
              >
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
                <span className="sr-only"> ({status})</span>
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              data-slot="step"
              data-state={state}
              aria-current={current ? "step" : undefined}
              className="flex items-center gap-2"
            >
              {canSelect ? (
                <button
                  type="button"
                  onClick={() => onSelect(step.id)}
                  className="flex cursor-pointer items-center gap-2 rounded-control p-1 hover:bg-muted focus-visible:focus-ring"
                >
                  {body}
                </button>
              ) : (
                <span className="flex items-center gap-2 p-1">{body}</span>
              )}
              {index < steps.length - 1 ? <span aria-hidden="true" className="h-0.5 w-6 bg-input" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
