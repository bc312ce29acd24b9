import { summaryLinkText } from "@epr/forms";
import {
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn.js";
import { useStepSummary } from "../StepForms/StepForms.js";

/** One error of the summary: the field's control id and its message. */
export interface ErrorSummaryItem {
  /** Id of the control the link focuses (the `id` given to its `Field`). */
  fieldId: string;
  /** The message, the same text the field shows. */
  message: ReactNode;
  /**
   * The field's label; by default the one the page shows for the control (its `<label>`, or the
   * legend of a radio or checkbox group).
   */
  label?: string;
}

/** The text of an element as read, without what is hidden from assistive technology (a required "*"). */
function readText(element: Element): string {
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? "";
    else if (node instanceof Element && node.getAttribute("aria-hidden") !== "true") text += readText(node);
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The label or legend of a field's control: a radio's group is the field, so its legend first; a
 * checkbox is a field of its own ("Edit Employees" in the group "Employees"), so its label first.
 */
function labelElementOf(control: HTMLElement): Element | null {
  const legend = control.closest("fieldset")?.querySelector("legend") ?? null;
  const label = document.querySelector(`label[for="${CSS.escape(control.id)}"]`);
  const radio = control instanceof HTMLInputElement && control.type === "radio";
  return radio ? (legend ?? label) : (label ?? legend);
}

/** The labels the page shows for the summary's fields, read once the fields are on the page. */
function useFieldLabels(errors: readonly ErrorSummaryItem[]): Record<string, string> {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const ids = errors.map((e) => e.fieldId).join(" ");
  // Read again whenever the fields listed change.
  useLayoutEffect(() => {
    const found: Record<string, string> = {};
    for (const id of ids.split(" ")) {
      const control = id ? document.getElementById(id) : null;
      const element = control ? labelElementOf(control) : null;
      if (element) found[id] = readText(element);
    }
    setLabels((old) => (JSON.stringify(old) === JSON.stringify(found) ? old : found));
  }, [ids]);
  return labels;
}

/** A link's text: the message, with the field's label where the message names no field (@epr/forms). */
function linkText(item: ErrorSummaryItem, labels: Record<string, string>): ReactNode {
  return typeof item.message === "string"
    ? summaryLinkText(item.message, item.label ?? labels[item.fieldId])
    : item.message;
}

/** Props of `ErrorSummary`. */
export interface ErrorSummaryProps extends Omit<ComponentProps<"div">, "title"> {
  /** The form's errors, in the order of the fields. Nothing renders when empty. */
  errors: readonly ErrorSummaryItem[];
  /** Heading text. */
  title?: ReactNode;
  /**
   * Change it (for example to the form's submit count) to move focus to the summary after each
   * failed submit; then only a change of the key moves focus, so errors that appear while the user
   * types (re-validation on change) never pull focus out of the field. Without it, focus moves when
   * the summary first appears.
   */
  focusKey?: string | number;
}

/**
 * Lists a form's errors after a failed submit (STYLE.md Forms and errors, GOV.UK pattern): the
 * container takes focus, `role="alert"` sits on an inner element, and each link scrolls the
 * field's label into view, then focuses the control. A link whose message names no field carries
 * the field's label ("Date of Birth: This field is required", @epr/forms `summaryLinkText`); the
 * message at the field stays the spec's alone.
 */
export function ErrorSummary({
  errors,
  title = "There is a problem",
  focusKey,
  className,
  ...props
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  const focusSignal = focusKey ?? hasErrors;
  const labels = useFieldLabels(errors);
  // Inside an add-flow step the step focuses its first summary after a refused submit (useStepForms),
  // not each card: the summary tells the step when it shows, whenever its errors arrive.
  const inStep = useStepSummary(
    hasErrors,
    errors.map((e) => `${e.fieldId}:${typeof e.message === "string" ? e.message : ""}`).join("|"),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusSignal is the signal to refocus.
  useEffect(() => {
    if (hasErrors && !inStep) ref.current?.focus();
  }, [focusSignal]);
  if (!hasErrors) return null;

  const onLink = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const control = document.getElementById(fieldId);
    if (!control) return;
    event.preventDefault();
    const label =
      control.closest("fieldset")?.querySelector("legend") ??
      document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? control).scrollIntoView({ block: "start" });
    control.focus({ preventScroll: true });
  };

  return (
    <div
      ref={ref}
      data-slot="error-summary"
      tabIndex={-1}
      className={cn(
        "rounded-card border-4 border-danger bg-surface p-card focus-visible:focus-ring",
        className,
      )}
      {...props}
    >
      <div role="alert">
        <h2 className="mb-3 font-bold text-foreground text-xl">{title}</h2>
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {errors.map((e) => (
            <li key={e.fieldId}>
              <a
                href={`#${e.fieldId}`}
                onClick={(event) => onLink(event, e.fieldId)}
                className="font-semibold text-danger underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
              >
                {linkText(e, labels)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
