import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../../primitives/Button/Button.js";

/** Props of `Pager`. */
export interface PagerProps {
  /** Names the pages' navigation ("Groups pages"). */
  label: string;
  /** 1-based page number. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A page is loading: both buttons wait. */
  busy?: boolean;
  copy?: { previous?: string; next?: string; page?: string };
}

/** Previous and Next over keyset pages, with the page number; hidden when everything fits one page. */
export function Pager({
  label,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
  copy,
}: PagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={label} data-slot="pager" className="mt-4 flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={!hasPrevious || busy} onClick={onPrevious}>
        <StrokeIcon className="size-4">
          <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </StrokeIcon>
        {copy?.previous ?? "Previous"}
      </Button>
      <span aria-live="polite">
        {copy?.page ?? "Page"} {page}
      </span>
      <Button variant="outline" size="sm" disabled={!hasNext || busy} onClick={onNext}>
        {copy?.next ?? "Next"}
        <StrokeIcon className="size-4">
          <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </StrokeIcon>
      </Button>
    </nav>
  );
}
