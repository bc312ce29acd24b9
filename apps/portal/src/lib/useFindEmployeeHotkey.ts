import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "./paths.js";

/** True when the key press is typing in a field, where the shortcut must not fire. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Ctrl+Alt+L, when focus is not in an input, goes to Find Employee (enrollment.md §2). */
export function useFindEmployeeHotkey() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // `code` rather than `key`: with Alt held, some layouts turn L into another character.
      if (!event.ctrlKey || !event.altKey || event.code !== "KeyL" || isTypingTarget(event.target)) return;
      event.preventDefault();
      navigate(paths.findEmployee);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate]);
}
