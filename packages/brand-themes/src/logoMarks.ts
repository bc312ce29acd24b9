import type { FamilyId } from "./families.js";

/**
 * Each family's logo mark as drawing data on a 36 × 40 grid, React-free, so that the portal's logo
 * (BrandLogo.tsx) and a document the server draws (a bill's PDF) show the same mark.
 */
export type LogoShape =
  | { kind: "path"; d: string; opacity?: number }
  | { kind: "circle"; cx: number; cy: number; r: number; opacity?: number };

/** The grid every mark is drawn on (its SVG viewBox). */
export const LOGO_MARK_BOX = { width: 36, height: 40 } as const;

/** The fictional marks: Harbor a lighthouse beam, Summit two peaks, Meridian an eye over an arc, Evergreen a leaf. */
export const logoMarks: Record<FamilyId, readonly LogoShape[]> = {
  harbor: [
    { kind: "path", d: "M14 6h8l3 28H11z" },
    { kind: "path", d: "M4 10l10 3v4L4 20zM32 10l-10 3v4l10 3z", opacity: 0.6 },
  ],
  summit: [{ kind: "path", d: "M0 34L12 10l7 12 5-8 10 20z" }],
  meridian: [
    { kind: "path", d: "M1 20C7 10 27 10 33 20 27 30 7 30 1 20z", opacity: 0.6 },
    { kind: "circle", cx: 17, cy: 20, r: 6 },
  ],
  evergreen: [{ kind: "path", d: "M18 4C6 12 6 28 18 36 30 28 30 12 18 4zm-1 8h2v22h-2z" }],
};
