import { fillMessage, stateCodes, stateLabels } from "@epr/domain";
import {
  cleanProviderDirectorySearch,
  type ProviderDirectorySearch,
  type ProviderDirectorySearchInput,
  useProviderDirectorySearchForm,
} from "@epr/forms";
import { lazyNamed } from "../../lib/lazyNamed.js";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame } from "../../primitives/Card/Card.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import type { ProviderDirectoryEntry } from "./providerEntry.js";
import { useShowMore } from "./useShowMore.js";

export { type ProviderDirectoryEntry, providerAddress } from "./providerEntry.js";

/**
 * Words of the card the app may change. A search card: of the frame's words, its heading, Cancel
 * and the error summary's heading.
 */
export interface ProviderDirectoryCardCopy
  extends Pick<CardFrameCopy, "title" | "cancelLabel" | "errorSummaryTitle"> {
  searchLabel: string;
  clearLabel: string;
  /** The choose button of a result row, before the provider's name (read by screen readers). */
  chooseLabel: string;
  /** Caption of the results table. */
  resultsCaption: string;
  /** No provider matches the search. */
  empty: string;
  /** The button that asks for the next page of results. */
  showMoreLabel: string;
  /** Announced after more results came: how many show now (`{count}`), and whether more follow. */
  shownCount: string;
  shownCountMore: string;
  /** Which network the search is narrowed to (`{network}`: the group's product name, enrollment.md §7). */
  networkNote: string;
}

/** The default wording of `ProviderDirectoryCardCopy` (ours: the spec gives none). */
export const defaultProviderDirectoryCardCopy: ProviderDirectoryCardCopy = {
  title: "Provider Directory",
  searchLabel: "Search",
  clearLabel: "Clear",
  cancelLabel: defaultCardFrameCopy.cancelLabel,
  chooseLabel: "Choose",
  resultsCaption: "Providers",
  empty: "No providers match your search. Check the spelling or search by fewer criteria.",
  showMoreLabel: "Show more results",
  shownCount: "{count} providers shown: these are all the results.",
  shownCountMore: "{count} providers shown. More results follow.",
  networkNote: "Searching providers in the {network} network.",
  errorSummaryTitle: defaultCardFrameCopy.errorSummaryTitle,
};

/** Props of `ProviderDirectoryCard`. */
export interface ProviderDirectoryCardProps {
  /** The criteria the search form starts with (e.g. the subscriber's ZIP, or the last search on return). */
  criteria?: Partial<ProviderDirectorySearchInput>;
  /**
   * A valid search, only the criteria given (trimmed, state upper-cased). The portal fetches and
   * passes `results`, `loading` and `error` back.
   */
  onSearch: (criteria: Partial<ProviderDirectorySearch>) => void;
  /** The answer of the last search; `undefined` before any search (no table shown). */
  results?: readonly ProviderDirectoryEntry[];
  /** A search is running. */
  loading?: boolean;
  /** The search failed: the message to show (the service error catalogue's, enrollment.md §8). */
  error?: string | null;
  /**
   * A provider was chosen: its number and name (the PCPNumber and PCPNAME the portal returns with,
   * enrollment.md §2). Without it (a view-only administrator) the results have no Choose button.
   */
  onChoose?: (choice: { physicianNumber: string; physicianName: string }) => void;
  /** Shows Cancel (back to the provider card without a choice). */
  onCancel?: () => void;
  /**
   * More results follow the ones given (the directory answers one page at a time): shows
   * "Show more results", which calls this; the portal appends the next page to `results`.
   */
  onShowMore?: () => void;
  /** The next page is being fetched. */
  loadingMore?: boolean;
  copy?: Partial<ProviderDirectoryCardCopy>;
  headingLevel?: 2 | 3 | 4;
  /** Prefix of the control ids. */
  idPrefix?: string;
  /**
   * The network the portal narrows the search to: the group's product name, when the brand's rule
   * uses it (enrollment.md §7 Group name by group number). Shown above the form; none, nothing shown.
   */
  network?: string | null;
}

const fieldOrder = ["name", "number", "city", "state", "zipCode"] as const;
type DirectoryField = (typeof fieldOrder)[number];

const stateOptions = stateCodes.map((code) => ({ value: code, label: stateLabels[code] }));
const emptyCriteria = { name: "", number: "", city: "", state: "", zipCode: "" };

/**
 * The results table (TanStack Table) downloads when the first search is sent, not with the page
 * (bundle budget: each route under 80 kB); it is usually here before the answer is.
 */
const ProviderResultsTable = lazyNamed(() =>
  import("./ProviderResultsTable.js").then((m) => m.ProviderResultsTable),
);

/**
 * The built-in provider directory (enrollment.md §2 provider search, §7 Find a doctor: "an internal
 * page with city, state and 5-digit zip"): search by name, number, city, state and ZIP (@epr/forms'
 * `useProviderDirectorySearchForm`), results with name, number, address and whether the provider
 * accepts new patients, and Choose, which calls back with number and name. It fetches nothing: the
 * portal runs the search and passes results, loading and error.
 */
export function ProviderDirectoryCard({
  criteria,
  onSearch,
  results,
  loading = false,
  error,
  onChoose,
  onCancel,
  onShowMore,
  loadingMore = false,
  copy: copyProp,
  headingLevel = 2,
  idPrefix = "provider-directory",
  network,
}: ProviderDirectoryCardProps) {
  const copy = { ...defaultProviderDirectoryCardCopy, ...copyProp };
  const form = useProviderDirectorySearchForm({
    mode: "onSubmit",
    // The state select offers upper-case codes: a lower-case one given would show (and send) nothing.
    defaultValues: { ...emptyCriteria, ...criteria, state: (criteria?.state ?? "").toUpperCase() },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const { register, reset, watch, setValue } = form;
  const fieldId = (field: DirectoryField) => `${idPrefix}-${field}`;
  const summary = fieldOrder.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === "string" ? [{ fieldId: fieldId(field), message }] : [];
  });
  const submit = form.handleSubmit((valid) => {
    void ProviderResultsTable.preload();
    onSearch(cleanProviderDirectorySearch(valid));
  });
  const more = useShowMore(results?.length ?? 0, loadingMore, onShowMore !== undefined);

  return (
    <CardFrame title={copy.title} headingLevel={headingLevel} mode="read">
      {network ? (
        <p className="m-0 mb-4 text-sm" data-testid="provider-directory-network">
          {fillMessage(copy.networkNote, { network })}
        </p>
      ) : null}
      <search>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ErrorSummary
            className="mb-4"
            title={copy.errorSummaryTitle}
            focusKey={submitCount}
            errors={submitCount > 0 ? summary : []}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field id={fieldId("name")} label="Provider Name" error={errors.name?.message}>
              <TextInput autoComplete="off" {...register("name")} />
            </Field>
            <Field id={fieldId("number")} label="Provider Number" error={errors.number?.message}>
              <TextInput autoComplete="off" {...register("number")} />
            </Field>
            <Field id={fieldId("city")} label="City" error={errors.city?.message}>
              <TextInput autoComplete="off" {...register("city")} />
            </Field>
            <Field id={fieldId("state")} label="State" error={errors.state?.message}>
              {/* Controlled from the form's values, so what shows is what is searched (as the dependent card). */}
              <Select
                options={stateOptions}
                value={watch("state") ?? ""}
                onChange={(event) => setValue("state", event.target.value, { shouldDirty: true })}
              />
            </Field>
            <Field id={fieldId("zipCode")} label="ZIP Code" hint="5 digits." error={errors.zipCode?.message}>
              <TextInput
                autoComplete="off"
                inputMode="numeric"
                maxLength={5}
                width="short"
                {...register("zipCode")}
              />
            </Field>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" loading={loading}>
              {copy.searchLabel}
            </Button>
            <Button variant="outline" onClick={() => reset(emptyCriteria)}>
              {copy.clearLabel}
            </Button>
            {onCancel ? (
              <Button variant="ghost" onClick={onCancel}>
                {copy.cancelLabel}
              </Button>
            ) : null}
          </div>
        </form>
      </search>
      <div className="mt-6">
        {error ? (
          <FeedbackBar variant="failure">{error}</FeedbackBar>
        ) : results !== undefined || loading ? (
          <ProviderResultsTable
            caption={copy.resultsCaption}
            results={results ?? []}
            loading={loading}
            emptyMessage={copy.empty}
            chooseLabel={copy.chooseLabel}
            onChoose={onChoose}
          />
        ) : null}
        {onShowMore && !error ? (
          <Button variant="outline" className="mt-4" loading={loadingMore} onClick={more.ask(onShowMore)}>
            {copy.showMoreLabel}
          </Button>
        ) : null}
        {/* After Show more: how many show now (announced; focused when the button went away). */}
        <p ref={more.statusRef} tabIndex={-1} role="status" className="m-0 mt-2 text-sm outline-none">
          {more.shown !== null
            ? fillMessage(onShowMore ? copy.shownCountMore : copy.shownCount, { count: String(more.shown) })
            : ""}
        </p>
      </div>
    </CardFrame>
  );
}
