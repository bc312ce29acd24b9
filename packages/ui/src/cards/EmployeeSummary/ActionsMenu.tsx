import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { type ComponentProps, type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../../primitives/Button/Button.js";

/** Props a link of the menu receives; render them on the element that navigates. */
export type MenuLinkProps = ComponentProps<"a"> & { href: string };

/** Renders a link (a router's `Link`, or a plain `<a>` by default) with the props given. */
export type RenderLink = (props: MenuLinkProps) => ReactNode;

/** One entry of the menu: a link to a route, or an action done in place. */
export type ActionsMenuItem =
  | { id: string; label: string; href: string }
  | { id: string; label: string; onSelect: () => void };

/** Props of `ActionsMenu`. */
export interface ActionsMenuProps {
  /** The menu button's text. */
  label: string;
  items: readonly ActionsMenuItem[];
  /** How links are rendered (default a plain `<a href>`). */
  renderLink?: RenderLink;
}

const plainLink: RenderLink = (props) => <a {...props} />;

const itemClass =
  "block w-full cursor-pointer px-3 py-2 text-start text-foreground no-underline hover:bg-secondary focus:bg-secondary focus:outline-none data-highlighted:bg-secondary focus-visible:focus-ring";

/**
 * A menu button on Radix's dropdown menu (WAI-ARIA APG menu button pattern): Enter, Space or Arrow
 * Down opens it on the first item, Arrow Up on the last; arrows move (wrapping), Home and End jump,
 * Enter or Space activates an item (a link included); Escape closes and returns focus to the
 * button; Tab or a click elsewhere closes it. Not modal and not portalled, so the page stays usable
 * around it and the menu prints hidden with its button.
 */
export function ActionsMenu({ label, items, renderLink = plainLink }: ActionsMenuProps) {
  const [open, setOpen] = useState(false);
  // Arrow Up on the button opens on the last item (APG); Radix opens on the first.
  const openOnLast = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // An in-place action runs once the menu has closed and focus is back on the button, so a dialog
  // it opens returns focus there when it closes.
  const pendingAction = useRef<(() => void) | null>(null);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowUp") {
      event.preventDefault();
      openOnLast.current = true;
      setOpen(true);
    }
  };

  return (
    <div className="relative print:hidden">
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger asChild onKeyDown={onTriggerKeyDown}>
          <Button ref={triggerRef} variant="outline">
            {label}
            <StrokeIcon className="size-4" aria-hidden="true">
              <path d="m6 9 6 6 6-6" />
            </StrokeIcon>
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          loop
          onFocus={(event) => {
            // Radix's entry focus lands on the first item; opened by Arrow Up, go on to the last.
            if (!openOnLast.current || event.target === event.currentTarget) return;
            openOnLast.current = false;
            Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'))
              .at(-1)
              ?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const action = pendingAction.current;
            if (!action) return;
            pendingAction.current = null;
            event.preventDefault();
            triggerRef.current?.focus();
            action();
          }}
          // Radix keeps Tab inside a menu; the APG pattern lets Tab leave, closing the menu.
          onKeyDown={(event) => {
            if (event.key === "Tab") setOpen(false);
          }}
          className="z-20 flex min-w-64 flex-col rounded-control border border-border bg-surface p-1 shadow-lg outline-none"
        >
          {items.map((item) =>
            "href" in item ? (
              <DropdownMenu.Item key={item.id} asChild>
                {renderLink({ href: item.href, className: itemClass, children: item.label })}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={item.id}
                className={itemClass}
                onSelect={() => {
                  pendingAction.current = item.onSelect;
                }}
              >
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
