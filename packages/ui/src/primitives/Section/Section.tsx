import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../Button/Button.js";

interface GroupState {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
  register: (value: string) => () => void;
}

const SectionGroupContext = createContext<GroupState | null>(null);

/** Props of `SectionGroup`. */
export interface SectionGroupProps extends Omit<ComponentProps<"div">, "defaultValue" | "onChange"> {
  /**
   * Sections open at first: "all" (the employee summary opens every section, enrollment.md §2
   * employee.find.review), "none", or a list of section values.
   */
  defaultOpen?: "all" | "none" | readonly string[];
  /** Controlled list of open section values. */
  open?: readonly string[];
  /** Called with the open section values after a toggle or Expand/Collapse all. */
  onOpenChange?: (open: string[]) => void;
  /** Where the Expand all / Collapse all control goes; "none" hides it. */
  controls?: "top" | "none";
  /** Labels of the control. */
  expandAllLabel?: string;
  collapseAllLabel?: string;
  children: ReactNode;
}

/**
 * A group of collapsible sections with an "Expand all / Collapse all" control (enrollment.md §2
 * summary sections; assist-employees.md §2.10 group info). The control reads "Collapse all" while
 * every section is open, otherwise "Expand all".
 */
export function SectionGroup({
  defaultOpen = "all",
  open: controlledOpen,
  onOpenChange,
  controls = "top",
  expandAllLabel = "Expand all",
  collapseAllLabel = "Collapse all",
  className,
  children,
  ...props
}: SectionGroupProps) {
  const [values, setValues] = useState<string[]>([]);
  const [closed, setClosed] = useState<Set<string>>(() => new Set());
  const [opened, setOpened] = useState<Set<string>>(
    () => new Set(Array.isArray(defaultOpen) ? defaultOpen : []),
  );
  const openByDefault = defaultOpen === "all";

  const isOpen = useCallback(
    (value: string) => {
      if (controlledOpen) return controlledOpen.includes(value);
      return openByDefault ? !closed.has(value) : opened.has(value);
    },
    [controlledOpen, openByDefault, closed, opened],
  );

  const emit = useCallback(
    (predicate: (value: string) => boolean) => onOpenChange?.(values.filter(predicate)),
    [onOpenChange, values],
  );

  const toggle = useCallback(
    (value: string) => {
      const next = !isOpen(value);
      if (openByDefault) setClosed((s) => withToggled(s, value, !next));
      else setOpened((s) => withToggled(s, value, next));
      emit((v) => (v === value ? next : isOpen(v)));
    },
    [isOpen, openByDefault, emit],
  );

  const register = useCallback((value: string) => {
    setValues((s) => (s.includes(value) ? s : [...s, value]));
    return () => setValues((s) => s.filter((v) => v !== value));
  }, []);

  const state = useMemo(() => ({ isOpen, toggle, register }), [isOpen, toggle, register]);
  const allOpen = values.length > 0 && values.every(isOpen);

  const setAll = (open: boolean) => {
    if (openByDefault) setClosed(open ? new Set() : new Set(values));
    else setOpened(open ? new Set(values) : new Set());
    emit(() => open);
  };

  return (
    <div data-slot="section-group" className={cn("flex flex-col gap-3", className)} {...props}>
      {controls === "top" ? (
        <div className="flex justify-end print:hidden">
          <Button variant="link" aria-expanded={allOpen} onClick={() => setAll(!allOpen)}>
            {allOpen ? collapseAllLabel : expandAllLabel}
          </Button>
        </div>
      ) : null}
      <SectionGroupContext.Provider value={state}>{children}</SectionGroupContext.Provider>
    </div>
  );
}

function withToggled(set: Set<string>, value: string, add: boolean): Set<string> {
  const next = new Set(set);
  if (add) next.add(value);
  else next.delete(value);
  return next;
}

/** Props of `Section`. */
export interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Stable value within its group ("subscriberInfo", "dependents"…). */
  value?: string;
  /** Heading text of the section. */
  title: ReactNode;
  /** Heading level (2 to 6) for the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Open at first when used outside a `SectionGroup`. */
  defaultOpen?: boolean;
  /** Actions shown beside the heading (Edit, History). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A collapsible section: a heading whose button toggles the content (`aria-expanded`,
 * `aria-controls`). Collapsed content still prints, so a printed summary is complete.
 */
export function Section({
  value,
  title,
  headingLevel = 2,
  defaultOpen = true,
  actions,
  className,
  children,
  ...props
}: SectionProps) {
  const generatedId = useId();
  const group = useContext(SectionGroupContext);
  const key = value ?? generatedId;
  const [localOpen, setLocalOpen] = useState(defaultOpen);
  const register = group?.register;
  useEffect(() => register?.(key), [register, key]);
  const open = group ? group.isOpen(key) : localOpen;
  const toggle = () => (group ? group.toggle(key) : setLocalOpen((o) => !o));
  const contentId = `section-${generatedId.replace(/:/g, "")}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="section"
      data-state={open ? "open" : "closed"}
      className={cn("rounded-card border border-border bg-surface", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-2 pe-3">
        <Heading className="m-0 min-w-0 flex-1 basis-48 font-bold text-lg">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={toggle}
            className="flex w-full cursor-pointer items-center gap-2 rounded-card px-card py-3 text-start hover:bg-muted focus-visible:focus-ring"
          >
            <StrokeIcon
              className={cn("size-5 shrink-0 transition-transform print:hidden", open ? "rotate-90" : "")}
            >
              <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </StrokeIcon>
            {title}
          </button>
        </Heading>
        {actions ? (
          <div className="flex max-w-full flex-wrap gap-2 max-sm:ps-card max-sm:pb-2 print:hidden">
            {actions}
          </div>
        ) : null}
      </div>
      <div
        id={contentId}
        data-slot="section-content"
        data-state={open ? "open" : "closed"}
        className="px-card pb-card data-[state=closed]:hidden print:block!"
      >
        {children}
      </div>
    </section>
  );
}
