import { lazyNamed } from "../../lib/lazyNamed.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../../primitives/Button/Button.js";
import type { ActionsMenuProps } from "./ActionsMenu.js";

/**
 * The actions menu button as it looks before its menu (Radix's dropdown and Floating UI) has
 * downloaded: the same button, disabled for that moment.
 */
function PendingMenuButton({ label }: Pick<ActionsMenuProps, "label">) {
  return (
    <div className="relative print:hidden">
      <Button variant="outline" disabled>
        {label}
        <StrokeIcon className="size-4" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </StrokeIcon>
      </Button>
    </div>
  );
}

const Menu = lazyNamed(() => import("./ActionsMenu.js").then((m) => m.ActionsMenu), {
  fallback: PendingMenuButton,
});

/** Starts downloading the actions menu (a page that shows the summary calls it in its loader). */
export const preloadActionsMenu = (): Promise<unknown> => Menu.preload();

/**
 * `ActionsMenu` downloaded after the summary's first paint (bundle budget: the review page's route chunk
 * under 100 kB gzip); its button shows disabled until the menu can open.
 */
export function LazyActionsMenu(props: ActionsMenuProps) {
  return <Menu {...props} />;
}
