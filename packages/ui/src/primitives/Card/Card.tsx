import type { ComponentProps, FormEvent, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn.js";
import { Button } from "../Button/Button.js";
import { Spinner } from "../Spinner/Spinner.js";
import { useStepSubmitter } from "../StepForms/StepForms.js";
import type { CardMode } from "./CardForm.js";

/** Props of `CardFrame`. */
export interface CardFrameProps extends Omit<ComponentProps<"section">, "title" | "onSubmit"> {
  /**
   * Card heading ("Subscriber Information", "Medicare"); `null` when the page's own heading already
   * names the card (one heading per thing): the card then draws no heading of its own.
   */
  title: ReactNode;
  /** Heading level for the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** "read" shows the read-only display, "edit" the form (enrollment.md §2). */
  mode: CardMode;
  /** In read mode: shows an Edit button (only when the user may modify, enrollment.md §6). */
  onEdit?: () => void;
  /** The Edit button, for a card that gives focus back to it when its form closes. */
  editRef?: Ref<HTMLButtonElement>;
  /**
   * In edit mode: the card is a form; submit calls this. Inside an add-flow step (`useStepForms`)
   * the step's footer calls it without an event and advances only when it resolves true, so a card
   * that may sit in a step returns @epr/forms `submitWith(form, onValid)`.
   */
  onSave?: (event?: FormEvent<HTMLFormElement>) => unknown;
  /** In edit mode: shows a Cancel button. */
  onCancel?: () => void;
  /** Saving in progress: Save shows a spinner and the form is busy. */
  saving?: boolean;
  /** Loading the card's data: shows a spinner instead of the content. */
  loading?: boolean;
  /** Extra actions in the header (History, Copy to Others). */
  actions?: ReactNode;
  /** Labels of the buttons. */
  saveLabel?: string;
  /**
   * Read after the save label by screen readers only ("for Maya Lindqvist"), where several cards on
   * a page each have the same submit.
   */
  saveLabelTail?: string;
  cancelLabel?: string;
  editLabel?: string;
  children: ReactNode;
}

/**
 * The frame of every domain card: a heading, header actions, and the body in read or edit mode.
 * In edit mode the body is a `<form>` with Save and Cancel; in read mode an Edit button appears when
 * `onEdit` is given.
 */
export function CardFrame({
  title,
  headingLevel = 2,
  mode,
  onEdit,
  editRef,
  onSave,
  onCancel,
  saving = false,
  loading = false,
  actions,
  saveLabel = "Save",
  saveLabelTail,
  cancelLabel = "Cancel",
  editLabel = "Edit",
  className,
  children,
  ...props
}: CardFrameProps) {
  const Heading = `h${headingLevel}` as const;
  // Inside a step the footer submits every card together, so the card's own buttons give way.
  const inStep = useStepSubmitter(mode === "edit" ? async () => Boolean(await onSave?.()) : undefined);
  const titled = title !== null && title !== undefined && title !== false && title !== "";
  const editButton = mode === "read" && Boolean(onEdit);
  const header = (
    <div
      className={cn(
        "flex flex-wrap items-center gap-2 border-border border-b px-card py-3",
        titled ? "justify-between" : "justify-end",
      )}
    >
      {titled ? <Heading className="m-0 font-bold text-lg">{title}</Heading> : null}
      <div className="flex gap-2 print:hidden">
        {actions}
        {editButton ? (
          <Button ref={editRef} variant="outline" size="sm" onClick={onEdit}>
            {editLabel}
            <span className="sr-only"> {typeof title === "string" ? title : ""}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
  const body = loading ? (
    <div className="flex justify-center p-card">
      <Spinner />
    </div>
  ) : (
    children
  );
  return (
    <section
      data-slot="card"
      data-mode={mode}
      className={cn("rounded-card border border-input bg-surface text-foreground", className)}
      {...props}
    >
      {titled || actions || editButton ? header : null}
      {mode === "edit" ? (
        <form
          noValidate
          aria-busy={saving || undefined}
          onSubmit={(e) => {
            e.preventDefault();
            onSave?.(e);
          }}
        >
          <div className="p-card">{body}</div>
          {inStep ? null : (
            <div className="flex justify-end gap-3 border-border border-t px-card py-3 print:hidden">
              {onCancel ? (
                <Button variant="outline" onClick={onCancel} disabled={saving}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button type="submit" loading={saving}>
                {saveLabel}
                {saveLabelTail ? <span className="sr-only"> {saveLabelTail}</span> : null}
              </Button>
            </div>
          )}
        </form>
      ) : (
        <div className="p-card">{body}</div>
      )}
    </section>
  );
}

/** An item of `DataList`. */
export interface DataListItem {
  label: ReactNode;
  /** The value; empty values show an em dash so a blank never looks like a missing row. */
  value: ReactNode;
  /** Stable key (defaults to the label when it is a string). */
  id?: string;
}

/** Props of `DataList`. */
export interface DataListProps extends ComponentProps<"dl"> {
  items: readonly DataListItem[];
  /** Number of columns on wide screens (enrollment.md §9: dependent lists use two columns past 3). */
  columns?: 1 | 2 | 3;
}

/** The read-only display of a card: label and value pairs in a description list. */
export function DataList({ items, columns = 2, className, ...props }: DataListProps) {
  return (
    <dl
      data-slot="data-list"
      className={cn(
        "m-0 grid gap-x-6 gap-y-3",
        columns === 2 && "sm:grid-cols-2",
        columns === 3 && "sm:grid-cols-3",
        className,
      )}
      {...props}
    >
      {items.map((item, i) => (
        <div
          key={item.id ?? (typeof item.label === "string" ? item.label : i)}
          className="flex min-w-0 flex-col"
        >
          <dt className="text-muted-foreground text-sm">{item.label}</dt>
          {/* A long value (an e-mail address) breaks inside its column instead of running into the next. */}
          <dd className="m-0 font-semibold [overflow-wrap:anywhere]">
            {item.value === "" || item.value == null ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
