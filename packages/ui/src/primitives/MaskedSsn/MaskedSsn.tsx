import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.js";
import { formatSsn, maskSsn } from "../../lib/masks.js";
import { Spinner } from "../Spinner/Spinner.js";

/** Props of `MaskedSsn`. */
export interface MaskedSsnProps {
  /**
   * The SSN as the server sends it, masked (asterisks plus the last 4 digits; DESIGN.md: SSNs
   * leave the server masked). A full number typed on a form is masked for display too.
   */
  ssn: string;
  /**
   * Given, the full-SSN toggle shows: it asks the server for the full SSN on every reveal and never
   * keeps the answer: the server decides each time and audits each view. Without it the
   * SSN is shown masked only.
   */
  reveal?: () => Promise<string>;
  /** Says the failure when `reveal` rejects without a message of its own. */
  errorMessage?: string;
  className?: string;
}

/** Said when `reveal` fails without a sentence of its own (our wording; the spec names none). */
export const REVEAL_SSN_ERROR = "We could not show the full SSN. Please try again.";

type State =
  | { status: "masked"; note: string }
  | { status: "loading" }
  | { status: "shown"; ssn: string }
  | { status: "error"; message: string };

/**
 * A masked SSN (assist-employees.md §2.14 masking: asterisks plus the last 4 digits, read as 'SSN
 * ending in …'), with the full-SSN toggle when `reveal` is given (beyond the spec): "Show full SSN" asks
 * `reveal` and shows the number; it re-masks on "Hide full SSN", when focus leaves it, on a click
 * elsewhere and on Escape. The button's name says what it will do (so it carries no aria-pressed,
 * which would say the state twice), and a status region announces loading, the number shown, its
 * hiding and a failure.
 */
export function MaskedSsn({ ssn, reveal, errorMessage = REVEAL_SSN_ERROR, className }: MaskedSsnProps) {
  if (!reveal) {
    return (
      <span data-slot="masked-ssn" className={cn("font-mono", className)}>
        <MaskedDigits ssn={ssn} />
      </span>
    );
  }
  return <SsnToggle ssn={ssn} reveal={reveal} errorMessage={errorMessage} className={className} />;
}

/** The masked number, read as its last four digits (the asterisks are hidden from screen readers). */
function MaskedDigits({ ssn }: { ssn: string }) {
  return (
    <>
      <span className="sr-only">SSN ending in {ssn.slice(-4)}</span>
      <span aria-hidden="true">{maskSsn(ssn)}</span>
    </>
  );
}

function SsnToggle({
  ssn,
  reveal,
  errorMessage,
  className,
}: Required<Pick<MaskedSsnProps, "ssn" | "reveal" | "errorMessage">> & { className?: string }) {
  const [state, setState] = useState<State>({ status: "masked", note: "" });
  const root = useRef<HTMLSpanElement>(null);
  // Each reveal gets a number; an answer arriving after a re-mask (or a newer reveal) is dropped.
  const request = useRef(0);
  const open = state.status === "shown" || state.status === "loading";

  /** Back to masked from shown or loading; a failure's message stays until the next try. */
  const mask = () => {
    request.current += 1;
    setState((s) =>
      s.status === "shown" || s.status === "loading" ? { status: "masked", note: "Full SSN hidden" } : s,
    );
  };

  const show = async () => {
    const id = ++request.current;
    setState({ status: "loading" });
    try {
      const full = await reveal();
      if (request.current === id) setState({ status: "shown", ssn: full });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : errorMessage;
      if (request.current === id) setState({ status: "error", message });
    }
  };

  // A click anywhere else re-masks, also where the click moves no focus (Safari does not focus buttons).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) mask();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  const announcement =
    state.status === "loading"
      ? "Loading the full SSN"
      : state.status === "shown"
        ? `Full SSN ${formatSsn(state.ssn)}`
        : state.status === "error"
          ? state.message
          : state.note;

  return (
    <span
      ref={root}
      data-slot="revealable-ssn"
      className={cn("inline-flex flex-wrap items-center gap-x-2 gap-y-1", className)}
    >
      <span className="font-mono" data-testid="ssn-value">
        {state.status === "shown" ? formatSsn(state.ssn) : <MaskedDigits ssn={ssn} />}
      </span>
      <button
        type="button"
        aria-busy={state.status === "loading" || undefined}
        onClick={() => (open ? mask() : show())}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) mask();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) mask();
        }}
        className="inline-flex cursor-pointer items-center gap-1 rounded-control px-1 text-link text-sm underline underline-offset-2 hover:no-underline focus-visible:focus-ring print:hidden"
      >
        {state.status === "loading" ? <Spinner size="sm" label={null} /> : null}
        {open ? "Hide full SSN" : "Show full SSN"}
      </button>
      {state.status === "error" ? (
        <span className="basis-full font-semibold text-danger text-sm" aria-hidden="true">
          {state.message}
        </span>
      ) : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </span>
  );
}
