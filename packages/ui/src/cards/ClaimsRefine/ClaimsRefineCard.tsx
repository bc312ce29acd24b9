import { CLAIMS_PRESET_DAYS, claimsDateRange, claimsRangeProblem } from "@epr/domain";
import { useId, useState } from "react";
import { Button } from "../../primitives/Button/index.js";
import { Checkbox } from "../../primitives/Checkbox/index.js";

/** A value of one filter with how many claims it holds (the server's counts). */
export interface ClaimsFilterCount {
  value: string;
  label: string;
  count: number;
}

/** The filters the panel edits (assist-employees.md §2.9). Dates are yyyyMMdd. */
export interface ClaimsRefineValue {
  startDate: string;
  endDate: string;
  status: string[];
  planType: string[];
  member: string[];
}

/** Props of `ClaimsRefineCard`. */
export interface ClaimsRefineCardProps {
  /** The filters applied now. */
  value: ClaimsRefineValue;
  /** Counts per value of each filter, the other filters applied. */
  counts: { status: ClaimsFilterCount[]; planType: ClaimsFilterCount[]; member: ClaimsFilterCount[] };
  /** Today, for the presets and the 730-day calendar (§5). */
  today: Date;
  /** Called with the new filters when a box or range changes. */
  onChange: (value: ClaimsRefineValue) => void;
}

const toInput = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
const fromInput = (iso: string) => iso.replaceAll("-", "");

/**
 * The claims summary's refine panel (assist-employees.md §2.9): Date Range presets (30, 60, 90, 180,
 * 365 days, §5) and a custom range 0 to 730 days back, then Claims Status, Plan Types and Subscriber
 * & Dependents checkboxes with their counts. It fetches nothing: the page reloads on `onChange`.
 */
export function ClaimsRefineCard({ value, counts, today, onChange }: ClaimsRefineCardProps) {
  const id = useId().replace(/:/g, "");
  const preset = CLAIMS_PRESET_DAYS.find((days) => {
    const range = claimsDateRange(today, days);
    return range.startDate === value.startDate && range.endDate === value.endDate;
  });
  const [custom, setCustom] = useState(preset === undefined);
  const [start, setStart] = useState(toInput(value.startDate));
  const [end, setEnd] = useState(toInput(value.endDate));
  const [rangeError, setRangeError] = useState<string | null>(null);
  const toggle = (key: "status" | "planType" | "member", item: string, checked: boolean) =>
    onChange({
      ...value,
      [key]: checked ? [...value[key], item] : value[key].filter((v) => v !== item),
    });
  const group = (key: "status" | "planType" | "member", legend: string) => (
    <fieldset className="mt-4">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {counts[key].map((c) => (
        <Checkbox
          key={c.value}
          id={`${id}-${key}-${c.value.replace(/[^a-z0-9]/gi, "")}`}
          label={`${c.label} (${c.count})`}
          checked={value[key].includes(c.value)}
          onCheckedChange={(checked) => toggle(key, c.value, checked)}
          className="mb-1"
        />
      ))}
    </fieldset>
  );
  const applyCustom = () => {
    const problem = claimsRangeProblem(today, fromInput(start), fromInput(end));
    setRangeError(problem);
    if (!problem) onChange({ ...value, startDate: fromInput(start), endDate: fromInput(end) });
  };
  return (
    <section aria-labelledby={`${id}-title`} data-claims-refine className="rounded border border-border p-4">
      <h2 id={`${id}-title`} className="mb-3 font-bold text-xl">
        Refine Results
      </h2>
      <label htmlFor={`${id}-range`} className="mb-1 block font-semibold">
        Date Range
      </label>
      <select
        id={`${id}-range`}
        className="w-full rounded border border-input bg-background p-2 focus-visible:focus-ring"
        value={custom ? "custom" : String(preset ?? 365)}
        onChange={(e) => {
          if (e.target.value === "custom") {
            setCustom(true);
            return;
          }
          setCustom(false);
          setRangeError(null);
          onChange({ ...value, ...claimsDateRange(today, Number(e.target.value)) });
        }}
      >
        {CLAIMS_PRESET_DAYS.map((days) => (
          <option key={days} value={days}>
            Last {days} Days
          </option>
        ))}
        <option value="custom">Select a Date Range</option>
      </select>
      {custom ? (
        <div className="mt-3 grid gap-2">
          <label htmlFor={`${id}-start`} className="font-semibold">
            From
          </label>
          <input
            id={`${id}-start`}
            type="date"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            className="rounded border border-input bg-background p-2 focus-visible:focus-ring"
          />
          <label htmlFor={`${id}-end`} className="font-semibold">
            To
          </label>
          <input
            id={`${id}-end`}
            type="date"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            className="rounded border border-input bg-background p-2 focus-visible:focus-ring"
          />
          {rangeError ? (
            <p id={`${id}-range-error`} role="alert" className="text-destructive">
              {rangeError}
            </p>
          ) : null}
          <Button type="button" onClick={applyCustom}>
            Apply Dates
          </Button>
        </div>
      ) : null}
      {group("status", "Claims Status")}
      {group("planType", "Plan Types")}
      {group("member", "Subscriber & Dependents")}
    </section>
  );
}
