import type { ReactNode } from "react";

/** The note above a form's fields that explains the required marker (the card's `requiredNote`). */
export function RequiredNote({ children }: { children: ReactNode }) {
  return <p className="mt-0 mb-4 text-muted-foreground text-sm">{children}</p>;
}
