import {
  type ComponentProps,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
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

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

const plainLink: RenderLink = (props) => <a {...props} />;

const itemClass =
  "block w-full cursor-pointer px-3 py-2 text-start text-foreground no-underline hover:bg-secondary focus:bg-secondary focus:outline-none focus-visible:focus-ring";

/**
 * A menu button (WAI-ARIA APG menu button pattern, as Radix's dropdown menu behaves): Enter, Space
 * or Arrow Down opens it on the first item, Arrow Up on the last; arrows move (wrapping), Home and
 * End jump; Escape closes and returns focus to the button; Tab or a click elsewhere closes it.
 * Written here because @epr/ui carries Radix's dialog, slot and tabs only, and the pattern is small.
 */
export function ActionsMenu({ label, items, renderLink = plainLink }: ActionsMenuProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<false | "first" | "last">(false);

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = itemsOf(menuRef.current);
    (open === "last" ? all.at(-1) : all[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowUp" ? "last" : "first");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close(false);
    else if (event.key === " " && at >= 0 && all[at]?.tagName === "A") {
      // Space activates a menu item, a link included (APG menu pattern).
      event.preventDefault();
      all[at]?.click();
    }
  };

  return (
    <div className="relative print:hidden">
      <Button
        ref={buttonRef}
        variant="outline"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : setOpen("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <StrokeIcon className="size-4" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </StrokeIcon>
      </Button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 z-20 mt-1 flex min-w-64 flex-col rounded-control border border-border bg-surface p-1 shadow-lg"
        >
          {items.map((item) => (
            <Fragment key={item.id}>
              {"href" in item ? (
                renderLink({
                  href: item.href,
                  role: "menuitem",
                  tabIndex: -1,
                  className: itemClass,
                  onClick: () => setOpen(false),
                  children: item.label,
                })
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={itemClass}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </Fragment>
          ))}
        </div>
      ) : null}
    </div>
  );
}
