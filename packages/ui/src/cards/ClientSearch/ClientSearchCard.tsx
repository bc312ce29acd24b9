import { sessionMessages } from "@epr/domain";
import {
  type ClientSearchForm,
  clientSearchFormSchema,
  errorSummaryItems,
  useClientSearchForm,
} from "@epr/forms";
import { useEffect, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { NoSelection } from "../../modals/NoSelection/index.js";
import { Button } from "../../primitives/Button/Button.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";
import { Spinner } from "../../primitives/Spinner/Spinner.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** A client of the internal list (session-and-admin.md §3 Client). */
export interface ClientSearchResult {
  clientNumber: string;
  clientName: string;
  clientStatus: "active" | "cancelled";
}

/** What the list shows: nothing asked yet, loading, failed, or the clients found so far. */
export interface ClientSearchResults {
  state: "idle" | "loading" | "error" | "ready";
  clients: readonly ClientSearchResult[];
  /** More clients follow (25 a page): offers Show more clients. */
  hasMore: boolean;
}

/** Words of the card; the title and the list failure are the spec's (session-and-admin.md §2, §8). */
export const defaultClientSearchCardCopy = {
  title: sessionMessages.clientsTitle,
  intro: "Search by client number or by client name (not both), then choose the client and log in.",
  numberLabel: "Client Number",
  numberHint: "Digits only, at least 6.",
  nameLabel: "Client Name",
  nameHint: "At least 3 characters to begin with, 5 to contain.",
  nameMatchLabel: "Name match",
  beginsWith: "Begins with",
  contains: "Contains",
  statusLabel: "Status",
  search: "Search",
  clientLabel: "Client",
  clientPlaceholder: "Select a client",
  loading: "Loading clients…",
  listFailed: sessionMessages.clientsListFailed,
  noMatch: "No clients match this search.",
  more: "Show more clients",
  logIn: "LOG IN",
  cancelled: "cancelled",
};
/** The words of the clients search card. */
export type ClientSearchCardCopy = Record<keyof typeof defaultClientSearchCardCopy, string>;

/** Props of `ClientSearchCard`. */
export interface ClientSearchCardProps {
  /** The clients found for the current search. */
  results: ClientSearchResults;
  /** A valid search: as it is typed (after a pause) and on Search. */
  onSearch: (search: ClientSearchForm) => void;
  /** Show more clients: the next page. */
  onMore: () => void;
  /** LOG IN with a client chosen: starts the employer session as that client. */
  onLogIn: (clientNumber: string) => void;
  /** The log-in is under way. */
  loggingIn?: boolean;
  /** Why the log-in failed, if it did. */
  logInError?: string | null;
  /** Override any of the words. */
  copy?: Partial<ClientSearchCardCopy>;
}

/** The pause after typing before the typeahead searches (our choice; the spec names none). */
export const CLIENT_TYPEAHEAD_DELAY_MS = 300;

const statusOptions = [
  { value: "All", label: "All" },
  { value: "Active", label: "Active" },
  { value: "Cancelled", label: "Cancelled" },
] as const;

/**
 * Clients - Log in as an Employer (session-and-admin.md §2 /clients): a typeahead by client number
 * or name (case-insensitive) with the employer-search rules of assist-employees.md §5, the status
 * filter (All by default), a dropdown of the clients found (25 a page), LOG IN, and the No
 * Selection modal when LOG IN is pressed with no client chosen. Fetches nothing: the page searches.
 */
export function ClientSearchCard({
  results,
  onSearch,
  onMore,
  onLogIn,
  loggingIn = false,
  logInError = null,
  copy,
}: ClientSearchCardProps) {
  const words = { ...defaultClientSearchCardCopy, ...copy };
  const headingId = useId();
  const form = useClientSearchForm({
    mode: "onSubmit",
    defaultValues: { number: "", name: "", nameMatch: "BEGINSWITH", status: "All" },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const [choice, setChoice] = useState("");
  const [noSelection, setNoSelection] = useState(false);
  const search = useRef(onSearch);
  search.current = onSearch;

  // The typeahead: a valid search runs after a pause in typing; an invalid one waits for Search,
  // which shows why (STYLE.md Forms and errors: no error while the user is still typing).
  const typed = JSON.stringify(useWatch({ control: form.control }));
  useEffect(() => {
    const parsed = clientSearchFormSchema.safeParse(JSON.parse(typed));
    if (!parsed.success) return;
    const timer = setTimeout(() => search.current(parsed.data), CLIENT_TYPEAHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // A new list forgets a choice it no longer holds.
  useEffect(() => {
    if (choice && !results.clients.some((c) => c.clientNumber === choice)) setChoice("");
  }, [results.clients, choice]);

  const submit = form.handleSubmit((values) => onSearch(values));
  const logIn = () => {
    if (!choice) setNoSelection(true);
    else onLogIn(choice);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border bg-surface p-5">
      <h1 id={headingId} className="mb-1 font-bold text-2xl">
        {words.title}
      </h1>
      <p className="mb-4 text-muted-foreground text-sm">{words.intro}</p>
      <ErrorSummary
        className="mb-4"
        focusKey={submitCount}
        errors={errorSummaryItems(errors, {
          number: "clients-number",
          name: "clients-name",
          nameMatch: "clients-nameMatch",
          status: "clients-status",
        })}
      />
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            id="clients-number"
            label={words.numberLabel}
            hint={words.numberHint}
            error={errors.number?.message}
          >
            <TextInput inputMode="numeric" autoComplete="off" {...form.register("number")} />
          </Field>
          <Field id="clients-name" label={words.nameLabel} hint={words.nameHint} error={errors.name?.message}>
            <TextInput autoComplete="off" {...form.register("name")} />
          </Field>
          <Field id="clients-nameMatch" label={words.nameMatchLabel} error={errors.nameMatch?.message}>
            <Select
              placeholder={null}
              options={[
                { value: "BEGINSWITH", label: words.beginsWith },
                { value: "CONTAINS", label: words.contains },
              ]}
              {...form.register("nameMatch")}
            />
          </Field>
          <Field id="clients-status" label={words.statusLabel} error={errors.status?.message}>
            <Select placeholder={null} options={statusOptions} {...form.register("status")} />
          </Field>
        </div>
        <Button type="submit" className="mt-4">
          {words.search}
        </Button>
      </form>

      <div className="mt-6">
        {results.state === "loading" && results.clients.length === 0 ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner size="sm" label="" /> {words.loading}
          </p>
        ) : results.state === "error" ? (
          <FeedbackBar variant="failure">{words.listFailed}</FeedbackBar>
        ) : results.state === "ready" && results.clients.length === 0 ? (
          <p role="status">{words.noMatch}</p>
        ) : results.clients.length > 0 ? (
          <div className="flex flex-col gap-4">
            <Field id="clients-choice" label={words.clientLabel}>
              <Select
                placeholder={words.clientPlaceholder}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                options={results.clients.map((c) => ({
                  value: c.clientNumber,
                  label: `${c.clientName} (${c.clientNumber})${c.clientStatus === "cancelled" ? ` — ${words.cancelled}` : ""}`,
                }))}
              />
            </Field>
            <p role="status" className="text-muted-foreground text-sm">
              {results.clients.length} {results.clients.length === 1 ? "client" : "clients"}
              {results.hasMore ? ", more follow" : ""}
            </p>
            <div className="flex flex-wrap gap-3">
              {results.hasMore ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={onMore}
                  loading={results.state === "loading"}
                >
                  {words.more}
                </Button>
              ) : null}
              <Button type="button" onClick={logIn} loading={loggingIn}>
                {words.logIn}
              </Button>
            </div>
            {logInError ? <FeedbackBar variant="failure">{logInError}</FeedbackBar> : null}
          </div>
        ) : null}
      </div>
      <NoSelection open={noSelection} onClose={() => setNoSelection(false)} />
    </section>
  );
}
