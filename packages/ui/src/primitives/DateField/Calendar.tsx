import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn.js";
import {
  addDays,
  addMonths,
  clampDay,
  compareDays,
  type Day,
  daysInMonth,
  MAX_DATE,
  MIN_DATE,
  today,
  weekday,
} from "../../lib/dates.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The day a navigation key moves to (WAI-ARIA date picker dialog pattern), or null. */
function keyTarget(key: string, shift: boolean, active: Day): Day | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(active, -1);
    case "ArrowRight":
      return addDays(active, 1);
    case "ArrowUp":
      return addDays(active, -7);
    case "ArrowDown":
      return addDays(active, 7);
    case "Home":
      return addDays(active, -weekday(active));
    case "End":
      return addDays(active, 6 - weekday(active));
    case "PageUp":
      return addMonths(active, shift ? -12 : -1);
    case "PageDown":
      return addMonths(active, shift ? 12 : 1);
    default:
      return null;
  }
}

/** Props of `Calendar`. */
export interface CalendarProps {
  /** The selected day. */
  selected?: Day | null;
  /** Called when a day is chosen (click, Enter or Space). */
  onSelect: (day: Day) => void;
  /** Earliest selectable day (default 01/01/1900, enrollment.md §9). */
  min?: Day | null;
  /** Latest selectable day (default 12/31/2500, enrollment.md §9). */
  max?: Day | null;
  /** Move focus to the active day when mounted (true inside the date field's dialog). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A month grid following the WAI-ARIA date picker pattern: one day is in the tab order; arrows
 * move a day or a week, Home/End go to the week's start or end, PageUp/PageDown change the month
 * (with Shift, the year). Days outside min/max are disabled and never receive focus.
 */
export function Calendar({ selected, onSelect, min, max, autoFocus = false, className }: CalendarProps) {
  const lo = min ?? MIN_DATE;
  const hi = max ?? MAX_DATE;
  const [active, setActive] = useState<Day>(() => clampDay(selected ?? today(), lo, hi));
  const gridRef = useRef<HTMLTableElement>(null);
  const shouldFocus = useRef(autoFocus);
  const labelId = useId();

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const move = (next: Day) => {
    shouldFocus.current = true;
    setActive(clampDay(next, lo, hi));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const next = keyTarget(e.key, e.shiftKey, active);
    if (!next) return;
    e.preventDefault();
    move(next);
  };

  const first: Day = { year: active.year, month: active.month, day: 1 };
  const lead = weekday(first);
  const count = daysInMonth(active.year, active.month);
  const cells: (Day | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => ({ year: active.year, month: active.month, day: i + 1 })),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const now = today();
  const prevDisabled = compareDays(addDays(first, -1), lo) < 0;
  const nextDisabled = compareDays({ ...first, day: count }, hi) >= 0;

  const navButton =
    "inline-flex size-9 cursor-pointer items-center justify-center rounded-control text-primary hover:bg-secondary focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div data-slot="calendar" className={cn("inline-flex flex-col gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label="Previous month"
          disabled={prevDisabled}
          onClick={() => setActive(clampDay(addMonths(active, -1), lo, hi))}
        >
          <StrokeIcon className="size-5">
            <path d="M15 6l-6 6 6 6" />
          </StrokeIcon>
        </button>
        <h2 id={labelId} aria-live="polite" className="m-0 font-bold text-base">
          {MONTHS[active.month]} {active.year}
        </h2>
        <button
          type="button"
          className={navButton}
          aria-label="Next month"
          disabled={nextDisabled}
          onClick={() => setActive(clampDay(addMonths(active, 1), lo, hi))}
        >
          <StrokeIcon className="size-5">
            <path d="M9 6l6 6-6 6" />
          </StrokeIcon>
        </button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA date picker: the month is a grid navigated with arrow keys.
        role="grid"
        aria-labelledby={labelId}
        className="border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th
                key={name}
                scope="col"
                abbr={name}
                className="size-9 font-semibold text-muted-foreground text-sm"
              >
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={`w-${week.find(Boolean)?.day}`}>
              {week.map((d, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing but their position.
                if (!d) return <td key={`empty-${i}`} />;
                const isActive = compareDays(d, active) === 0;
                const isSelected = selected ? compareDays(d, selected) === 0 : false;
                const disabled = compareDays(d, lo) < 0 || compareDays(d, hi) > 0;
                const isToday = compareDays(d, now) === 0;
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td in role=grid is a gridcell, which supports aria-selected.
                  <td key={d.day} aria-selected={isSelected} className="p-0.5 text-center">
                    <button
                      type="button"
                      tabIndex={isActive ? 0 : -1}
                      disabled={disabled}
                      aria-label={`${WEEKDAYS[weekday(d)]}, ${MONTHS[d.month]} ${d.day}, ${d.year}`}
                      aria-current={isToday ? "date" : undefined}
                      data-selected={isSelected || undefined}
                      onClick={() => onSelect(d)}
                      onFocus={() => {
                        if (!isActive) setActive(d);
                      }}
                      className={cn(
                        "size-9 cursor-pointer rounded-control text-sm hover:bg-secondary focus-visible:focus-ring",
                        "disabled:cursor-not-allowed disabled:text-muted-foreground disabled:line-through disabled:hover:bg-transparent",
                        "aria-[current=date]:font-bold aria-[current=date]:underline",
                        "data-selected:bg-primary data-selected:text-primary-foreground",
                      )}
                    >
                      {d.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
