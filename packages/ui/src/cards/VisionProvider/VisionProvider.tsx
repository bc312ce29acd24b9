import { CardFrame } from "../../primitives/Card/Card.js";

/** Props of `VisionProvider`. */
export interface VisionProviderProps {
  /** The vision partner's address (assist-employees.md §7 visionProvider url). */
  url: string;
  /** IFRAME embeds the address (§2.8); NEW_WINDOW links to it in a new window. */
  operation: "IFRAME" | "NEW_WINDOW";
  /** The hospital quality tool (§7 hospitalQuality), when known. */
  hospitalQualityUrl?: string | null;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";

/**
 * The vision provider page's content (assist-employees.md §2.8): the partner's page in an embedded
 * frame when the answer's operation is IFRAME, otherwise a link opening it in a new window; and the
 * hospital quality tool beside it.
 */
export function VisionProvider({ url, operation, hospitalQualityUrl }: VisionProviderProps) {
  return (
    <CardFrame title="Find a Vision Provider" mode="read">
      {operation === "IFRAME" ? (
        <iframe
          title="Vision provider directory"
          src={url}
          className="h-[70vh] min-h-96 w-full rounded-card border border-border"
          data-slot="vision-provider-frame"
        />
      ) : (
        <p className="m-0">
          <a className={linkClass} href={url} target="_blank" rel="noopener noreferrer">
            Open the vision provider directory<span className="sr-only"> (opens in a new window)</span>
          </a>
        </p>
      )}
      {hospitalQualityUrl ? (
        <p className="mt-4 mb-0">
          <a className={linkClass} href={hospitalQualityUrl} target="_blank" rel="noopener noreferrer">
            Compare hospital quality<span className="sr-only"> (opens in a new window)</span>
          </a>
        </p>
      ) : null}
    </CardFrame>
  );
}
