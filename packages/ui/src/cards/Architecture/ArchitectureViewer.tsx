import { useId, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame } from "../../primitives/Card/Card.js";
import { SimpleDialog } from "../../primitives/Dialog/Dialog.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** One feature of the portal (assist-employees.md §3 Architecture feature: fields ours). */
export interface ArchitectureViewerFeature {
  id: string;
  name: string;
  description: string;
  path: string | null;
  dependencies: readonly string[];
  steps: readonly string[];
}

/** Props of `ArchitectureViewer`. */
export interface ArchitectureViewerProps {
  features: readonly ArchitectureViewerFeature[];
  /** The search as typed; the page searches with it (§7 Architecture features search). */
  search: string;
  onSearchChange: (search: string) => void;
  /** While the page fetches the features matching the search. */
  loading?: boolean;
}

type Detail = { feature: ArchitectureViewerFeature; part: "dependencies" | "steps" | "all" };

/**
 * The architecture diagram viewer (assist-employees.md §2.14): searchable features, each with sub
 * menus for its dependencies and its steps and a detail modal. The card fetches nothing.
 */
export function ArchitectureViewer({ features, search, onSearchChange, loading }: ArchitectureViewerProps) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const countId = useId();
  const open = (feature: ArchitectureViewerFeature, part: Detail["part"]) => setDetail({ feature, part });
  return (
    <CardFrame title="Portal features" mode="read">
      <Field label="Search features" hint="Name, dependency or step">
        <TextInput type="search" value={search} onChange={(e) => onSearchChange(e.target.value)} />
      </Field>
      <p id={countId} aria-live="polite" className="mt-3" aria-busy={loading || undefined}>
        {features.length} {features.length === 1 ? "feature" : "features"}
      </p>
      <ul className="m-0 flex list-none flex-col gap-3 p-0" aria-describedby={countId}>
        {features.map((f) => (
          <li key={f.id} className="rounded-card border border-border p-3" data-feature={f.id}>
            <h3 className="m-0 font-bold text-lg">{f.name}</h3>
            <p className="my-1">{f.description}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => open(f, "dependencies")}>
                Dependencies ({f.dependencies.length})<span className="sr-only"> of {f.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => open(f, "steps")}>
                Steps ({f.steps.length})<span className="sr-only"> of {f.name}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => open(f, "all")}>
                Details<span className="sr-only"> of {f.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <SimpleDialog
        open={detail !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDetail(null);
        }}
        title={detail ? `${detail.feature.name}${detail.part === "all" ? "" : `: ${detail.part}`}` : ""}
        description={detail?.feature.description}
      >
        {detail ? (
          <>
            {detail.part === "all" && detail.feature.path ? (
              <p className="mt-0">Page: {detail.feature.path}</p>
            ) : null}
            {detail.part !== "steps" ? (
              <>
                <h3 className="mt-0 font-bold">Dependencies</h3>
                <ul>
                  {detail.feature.dependencies.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {detail.part !== "dependencies" ? (
              <>
                <h3 className="font-bold">Steps</h3>
                <ol>
                  {detail.feature.steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              </>
            ) : null}
          </>
        ) : null}
      </SimpleDialog>
    </CardFrame>
  );
}
