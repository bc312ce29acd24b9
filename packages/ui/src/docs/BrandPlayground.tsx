import {
  BrandLogo,
  BrandProvider,
  type BrandRecordFile,
  brandColor,
  type Capabilities,
  type ColorTokens,
  type CopyKey,
  contrastReport,
  copyFor,
  defaultCopy,
  defineBrand,
  type FamilyId,
  families,
  type HexColor,
  useCopy,
} from "@epr/brand-themes";
import { useId, useMemo, useState } from "react";
import { FindEmployeeCard } from "../cards/FindEmployee/FindEmployeeCard.js";
import { Button } from "../primitives/Button/Button.js";
import { CardFrame, DataList } from "../primitives/Card/Card.js";
import { DataTable, type DataTableColumn } from "../primitives/DataTable/DataTable.js";
import { FeedbackBar } from "../primitives/FeedbackBar/FeedbackBar.js";
import { RadioGroup } from "../primitives/RadioGroup/RadioGroup.js";
import { TextField } from "../primitives/TextInput/TextInput.js";

const familyIds = Object.keys(families) as FamilyId[];
const colorKeys = Object.keys(families.evergreen.tokens.color) as (keyof ColorTokens)[];
/** The copy keys the playground edits: ones the previewed cards show. */
const copyKeys = [
  "memberIdHeading",
  "customerServicePhone",
  "requestedReportsBreadcrumb",
] as const satisfies CopyKey[];
const noop = () => {};

type BooleanFlag = {
  [K in keyof Capabilities]: Capabilities[K] extends boolean ? K : never;
}[keyof Capabilities];

/** The family's colours as `#rrggbb`, the starting point of every colour input. */
function familyColors(family: FamilyId): Record<keyof ColorTokens, HexColor> {
  const brand = defineBrand({ code: "playground", family });
  return Object.fromEntries(colorKeys.map((k) => [k, brandColor(brand, k)])) as Record<
    keyof ColorTokens,
    HexColor
  >;
}

interface PlaygroundState {
  code: string;
  family: FamilyId;
  name: string;
  logo: FamilyId;
  colors: Record<keyof ColorTokens, HexColor>;
  copy: Record<(typeof copyKeys)[number], string>;
  capabilities: Partial<Record<BooleanFlag, boolean>>;
}

function startFrom(family: FamilyId, code = "7001"): PlaygroundState {
  const brand = defineBrand({ code, family });
  return {
    code,
    family,
    name: brand.displayName,
    logo: family,
    colors: familyColors(family),
    copy: Object.fromEntries(copyKeys.map((k) => [k, copyFor(brand, k)])) as PlaygroundState["copy"],
    capabilities: {},
  };
}

/** Only what differs from the family: the record file a team commits (docs/design-system.md "Add a brand"). */
function recordFileOf(state: PlaygroundState): BrandRecordFile {
  const base = defineBrand({ code: state.code, family: state.family });
  const baseColors = familyColors(state.family);
  const pick = <T,>(entries: [string, T][], same: (k: string, v: T) => boolean) =>
    Object.fromEntries(entries.filter(([k, v]) => !same(k, v)));
  const colors = pick(Object.entries(state.colors), (k, v) => baseColors[k as keyof ColorTokens] === v);
  const copy = pick(Object.entries(state.copy), (k, v) => copyFor(base, k as CopyKey) === v);
  const capabilities = pick(
    Object.entries(state.capabilities),
    (k, v) => base.capabilities[k as BooleanFlag] === v,
  );
  return {
    code: state.code,
    family: state.family,
    ...(state.name !== base.displayName ? { name: state.name } : {}),
    ...(state.logo !== state.family ? { logo: state.logo } : {}),
    ...(Object.keys(colors).length ? { colors } : {}),
    ...(Object.keys(copy).length ? { copy } : {}),
    ...(Object.keys(capabilities).length ? { capabilities } : {}),
  };
}

/** The record file as the TypeScript a team saves as `brands/<code>.ts`. */
export function recordFileText(file: BrandRecordFile): string {
  return [
    'import type { BrandRecordFile } from "@epr/brand-themes/registry";',
    "",
    `export default ${JSON.stringify(file, null, 2)} satisfies BrandRecordFile;`,
    "",
  ].join("\n");
}

interface Row {
  id: string;
  name: string;
  plan: string;
  status: string;
}
const rows: Row[] = [
  { id: "1", name: "Avery, Jordan", plan: "PPO 500", status: "Active" },
  { id: "2", name: "Lindqvist, Maya", plan: "HMO 250", status: "Pending" },
  { id: "3", name: "Okafor, Sam", plan: "Dental Plus", status: "Cancelled" },
];
const columns: DataTableColumn<Row>[] = [
  { id: "name", header: "Name", cell: (r) => r.name, sortValue: (r) => r.name, rowHeader: true },
  { id: "plan", header: "Plan", cell: (r) => r.plan },
  { id: "status", header: "Status", cell: (r) => r.status },
];

/** Primitives and cards as the portal composes them, themed by the nearest `BrandProvider`. */
function Preview() {
  const t = useCopy();
  return (
    <div className="grid gap-4">
      <header className="flex items-center justify-between gap-4 bg-header p-4 text-header-foreground">
        <BrandLogo height={36} />
        <span>Customer service {t("customerServicePhone")}</span>
      </header>
      <div className="flex flex-wrap gap-2">
        <Button>Save &amp; Continue</Button>
        <Button variant="secondary">Save for Later</Button>
        <Button variant="outline">Cancel</Button>
        <Button variant="link">View history</Button>
        <Button variant="danger">Cancel Coverage</Button>
      </div>
      <TextField
        label="Group Number"
        error="There can only be digits here."
        inputProps={{ defaultValue: "12ab" }}
      />
      <RadioGroup
        legend="Coverage level"
        name="playground-coverage"
        defaultValue="employee"
        options={[
          { value: "employee", label: "Employee only" },
          { value: "family", label: "Family" },
        ]}
      />
      <FeedbackBar variant="success">The PCP was successfully updated.</FeedbackBar>
      <FeedbackBar variant="failure">The system failed to update your selection.</FeedbackBar>
      <FeedbackBar variant="notification">Changes take effect on the first of the month.</FeedbackBar>
      <FeedbackBar variant="warning">The directory is unavailable right now.</FeedbackBar>
      <DataTable caption="Employees" rows={rows} columns={columns} getRowId={(r) => r.id} />
      <FindEmployeeCard
        headingLevel={2}
        memberIdLabel={t("memberIdHeading")}
        canAdd
        addEmployeeHref="#add-employee"
        onSearch={noop}
        onClear={noop}
      />
      <CardFrame title="Client Information" mode="read" headingLevel={3} onEdit={noop}>
        <DataList
          items={[
            { label: "Client", value: "Lakeside Manufacturing" },
            { label: "Reports", value: t("requestedReportsBreadcrumb") },
          ]}
        />
      </CardFrame>
    </div>
  );
}

const inputClass = "focus-visible:focus-ring rounded-control border border-input bg-surface px-2 py-1";

/**
 * The brand playground (docs/design-system.md "Brand playground"): edit a brand record, see
 * primitives and cards in it, every contrast pair of tokens.ts measured against WCAG 2.2 AA, and
 * copy the record out as the one file a new brand is.
 */
export function BrandPlayground({ initialFamily = "harbor" }: { initialFamily?: FamilyId }) {
  const id = useId();
  const [state, setState] = useState(() => startFrom(initialFamily));
  const [copyStatus, setCopyStatus] = useState("");
  const file = useMemo(() => recordFileOf(state), [state]);
  const record = useMemo(
    () => defineBrand({ ...file, colors: state.colors, copy: { ...defaultCopy, ...state.copy } }),
    [file, state],
  );
  const text = recordFileText(file);
  const report = contrastReport(record);
  const failing = report.filter((p) => !p.passes).length;
  const flags = (Object.keys(record.capabilities) as (keyof Capabilities)[]).filter(
    (k): k is BooleanFlag => typeof record.capabilities[k] === "boolean",
  );
  const set = (patch: Partial<PlaygroundState>) => setState((s) => ({ ...s, ...patch }));

  async function copyRecord() {
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus("Record copied.");
    } catch {
      setCopyStatus("The clipboard is not available here: select the record file text below and copy it.");
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <h1 className="text-2xl font-bold lg:col-span-2">Brand playground</h1>
      <form
        className="grid content-start gap-4"
        aria-label="Brand record"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="grid gap-1">
          <span className="font-bold">Brand family</span>
          <select
            className={inputClass}
            value={state.family}
            onChange={(e) => setState(startFrom(e.target.value as FamilyId, state.code))}
          >
            {familyIds.map((f) => (
              <option key={f} value={f}>
                {families[f].displayName} ({f})
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-bold">Brand code</span>
          <input className={inputClass} value={state.code} onChange={(e) => set({ code: e.target.value })} />
        </label>
        <label className="grid gap-1">
          <span className="font-bold">Name</span>
          <input className={inputClass} value={state.name} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className="grid gap-1">
          <span className="font-bold">Logo mark</span>
          <select
            className={inputClass}
            value={state.logo}
            onChange={(e) => set({ logo: e.target.value as FamilyId })}
          >
            {familyIds.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1 font-bold">Colours</legend>
          {colorKeys.map((k) => (
            <label key={k} className="flex items-center gap-2">
              <input
                type="color"
                className="h-8 w-10 focus-visible:focus-ring"
                value={state.colors[k]}
                onChange={(e) => set({ colors: { ...state.colors, [k]: e.target.value as HexColor } })}
              />
              <span className="text-sm">{k}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-bold">Copy</legend>
          {copyKeys.map((k) => (
            <label key={k} className="grid gap-1">
              <span className="text-sm">{k}</span>
              <input
                className={inputClass}
                value={state.copy[k]}
                onChange={(e) => set({ copy: { ...state.copy, [k]: e.target.value } })}
              />
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-1">
          <legend className="mb-1 font-bold">Capability flags</legend>
          {flags.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="focus-visible:focus-ring"
                checked={record.capabilities[k]}
                onChange={(e) => set({ capabilities: { ...state.capabilities, [k]: e.target.checked } })}
              />
              {k}
            </label>
          ))}
        </fieldset>
      </form>

      <div className="grid min-w-0 content-start gap-6">
        <section aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className="mb-2 text-lg font-bold">
            Preview
          </h2>
          <BrandProvider brand={record} className="block bg-background p-4 font-brand text-foreground">
            <Preview />
          </BrandProvider>
        </section>

        <section aria-labelledby={`${id}-contrast`}>
          <h2 id={`${id}-contrast`} className="mb-2 text-lg font-bold">
            Contrast
          </h2>
          <p role="status" className="mb-2">
            {failing === 0
              ? `All ${report.length} pairs meet WCAG 2.2 AA.`
              : `${failing} of ${report.length} pairs fail WCAG 2.2 AA.`}
          </p>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Contrast pairs of the brand (WCAG 2.2 AA)</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">Pair</th>
                <th scope="col">Colours</th>
                <th scope="col">Ratio</th>
                <th scope="col">Needs</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {report.map((p) => (
                <tr key={`${p.foreground}/${p.background}`} className="border-t border-border">
                  <th scope="row" className="py-1 text-left font-normal">
                    {p.foreground} on {p.background}
                  </th>
                  <td>
                    <span
                      aria-hidden="true"
                      className="mr-1 inline-block size-3 border border-input"
                      style={{ background: p.foregroundColor }}
                    />
                    <span
                      aria-hidden="true"
                      className="mr-1 inline-block size-3 border border-input"
                      style={{ background: p.backgroundColor }}
                    />
                    {p.foregroundColor} / {p.backgroundColor}
                  </td>
                  <td>{p.ratio.toFixed(2)}:1</td>
                  <td>{p.minimum === 3 ? "3:1 (UI, large text)" : "4.5:1 (text)"}</td>
                  <td className={p.passes ? "text-success" : "font-bold text-danger"}>
                    {p.passes ? "passes" : "fails"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby={`${id}-record`} className="grid gap-2">
          <h2 id={`${id}-record`} className="text-lg font-bold">
            Record file
          </h2>
          <div className="flex items-center gap-3">
            <Button type="button" onClick={copyRecord}>
              Copy record
            </Button>
            <span role="status">{copyStatus}</span>
          </div>
          <label className="grid gap-1">
            <span>Record file text (brands/{state.code}.ts)</span>
            <textarea readOnly rows={14} className={`${inputClass} font-mono text-sm`} value={text} />
          </label>
        </section>
      </div>
    </div>
  );
}
