import { useEffect } from "react";

/** Names the page for the browser tab and for screen readers announcing the navigation. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Employer Portal`;
  }, [title]);
}
