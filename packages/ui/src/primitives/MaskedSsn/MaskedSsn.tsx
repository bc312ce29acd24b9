import { useState } from "react";
import { cn } from "../../lib/cn.js";
import { maskSsn } from "../../lib/masks.js";

/** Props of `MaskedSsn`. */
export interface MaskedSsnProps {
  /** The SSN to show masked, or the already masked value the server sends (DESIGN.md: SSNs leave the server masked). */
  ssn: string;
  /**
   * Loads the full SSN when the user asks to see it (the server audits each view). Without it,
   * `ssn` is taken as the full value. Omit both to show no toggle.
   */
  loadFull?: () => Promise<string>;
  /** Whether the full-SSN toggle is offered (the session's entitlement). */
  allowFull?: boolean;
  className?: string;
}

/**
 * A masked SSN with a full-SSN toggle (assist-employees.md §2.14): asterisks plus the last 4
 * digits; the button shows the full number and it re-masks when focus leaves the button (blur, or
 * a click elsewhere).
 */
export function MaskedSsn({ ssn, loadFull, allowFull = true, className }: MaskedSsnProps) {
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const masked = maskSsn(ssn);
  const shown = full ? formatSsn(full) : masked;
  if (!allowFull) {
    return (
      <span data-slot="masked-ssn" className={cn("font-mono", className)}>
        <span className="sr-only">SSN ending in {ssn.slice(-4)}</span>
        <span aria-hidden="true">{masked}</span>
      </span>
    );
  }
  const reveal = async () => {
    if (full) return setFull(null);
    setBusy(true);
    try {
      setFull(loadFull ? await loadFull() : ssn);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span data-slot="masked-ssn" className={cn("inline-flex items-center gap-2", className)}>
      <span className="font-mono" aria-live="polite">
        {full ? shown : <span className="sr-only">SSN ending in {ssn.slice(-4)}</span>}
        {full ? null : <span aria-hidden="true">{masked}</span>}
      </span>
      <button
        type="button"
        aria-busy={busy || undefined}
        onClick={reveal}
        onBlur={() => setFull(null)}
        className="cursor-pointer rounded-control px-1 text-link text-sm underline underline-offset-2 hover:no-underline focus-visible:focus-ring print:hidden"
      >
        {full ? "Hide full SSN" : "Show full SSN"}
      </button>
    </span>
  );
}

function formatSsn(ssn: string): string {
  return /^\d{9}$/.test(ssn) ? `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}` : ssn;
}
