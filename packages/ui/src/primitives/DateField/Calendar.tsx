import {
  type ClassNames,
  type CustomComponents,
  DayPicker,
  type DropdownProps,
  type Labels,
} from "react-day-picker";
import { cn } from "../../lib/cn.js";
import { clampDay, type Day, dateOf, dayOf, MAX_DATE, MIN_DATE, today } from "../../lib/dates.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

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

const control =
  "cursor-pointer rounded-control hover:bg-secondary focus-visible:focus-ring disabled:cursor-not-allowed";

/** The brand theme's look, by react-day-picker's parts (its own stylesheet is not loaded). */
const classNames: Partial<ClassNames> = {
  months: "flex flex-col",
  // Previous month, the month and year dropdowns, next month; the grid under them.
  month: "grid grid-cols-[auto_1fr_auto] items-center gap-2",
  month_caption: "flex items-center justify-center",
  dropdowns: "flex items-center gap-2",
  button_previous: cn(
    control,
    "inline-flex size-9 items-center justify-center text-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent",
  ),
  button_next: cn(
    control,
    "inline-flex size-9 items-center justify-center text-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent",
  ),
  month_grid: "col-span-3 border-collapse",
  weekday: "size-9 font-semibold text-muted-foreground text-sm",
  // The day cell carries the state (data-selected, data-today); its button shows it.
  day: "group p-0.5 text-center",
  day_button: cn(
    control,
    "size-9 text-sm",
    "disabled:text-muted-foreground disabled:line-through disabled:hover:bg-transparent",
    "group-data-today:font-bold group-data-today:underline",
    "group-data-selected:bg-primary group-data-selected:text-primary-foreground",
  ),
};

const labels: Partial<Labels> = {
  labelPrevious: () => "Previous month",
  labelNext: () => "Next month",
  labelMonthDropdown: () => "Month",
  labelYearDropdown: () => "Year",
  // "Wednesday, January 15, 2025"; the cell says selected (aria-selected).
  labelDayButton: (date, modifiers, _options, dateLib) =>
    `${modifiers.today ? "Today, " : ""}${dateLib?.format(date, "EEEE, MMMM d, yyyy") ?? date.toDateString()}`,
};

/** The month and year pickers: native selects in the field style (the keyboard and screen readers know them). */
function Dropdown({ options, className, ...select }: DropdownProps) {
  return (
    <select
      {...select}
      className={cn(
        "h-9 rounded-control border-2 border-field-border bg-surface px-2 font-semibold",
        control,
        className,
      )}
    >
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

const chevrons = {
  left: "M15 6l-6 6 6 6",
  right: "M9 6l6 6-6 6",
  up: "M6 15l6-6 6 6",
  down: "M6 9l6 6 6-6",
};

const components: Partial<CustomComponents> = {
  Dropdown,
  Chevron: ({ orientation = "left" }) => (
    <StrokeIcon className="size-5">
      <path d={chevrons[orientation]} />
    </StrokeIcon>
  ),
};

/**
 * A month grid on react-day-picker (WAI-ARIA date picker pattern): one day is in the tab order;
 * arrows move a day or a week, Home/End go to the week's start or end, PageUp/PageDown change the
 * month (with Shift, the year), and the month and year dropdowns jump anywhere between min and max
 * (a birth date in the 1960s is two choices away). Days outside min/max are disabled and never
 * receive focus.
 */
export function Calendar({ selected, onSelect, min, max, autoFocus = false, className }: CalendarProps) {
  const lo = min ?? MIN_DATE;
  const hi = max ?? MAX_DATE;
  const start = dateOf(lo);
  const end = dateOf(hi);
  return (
    <DayPicker
      data-slot="calendar"
      className={cn("inline-flex flex-col", className)}
      mode="single"
      required
      selected={selected ? dateOf(selected) : undefined}
      onSelect={(date: Date) => onSelect(dayOf(date))}
      defaultMonth={dateOf(clampDay(selected ?? today(), lo, hi))}
      startMonth={start}
      endMonth={end}
      disabled={[{ before: start }, { after: end }]}
      captionLayout="dropdown"
      navLayout="around"
      autoFocus={autoFocus}
      classNames={classNames}
      labels={labels}
      components={components}
    />
  );
}
