import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

/** The icon of each claim status (assist-employees.md §2.9 claim status row; §4 status codes 1 to 5). */
const statusIcons: Record<string, { name: string; tone: string; shape: ReactNode }> = {
  // Approved: a tick in a circle.
  "1": {
    name: "approved",
    tone: "text-success",
    shape: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.5 2.5L16 9.5" />
      </>
    ),
  },
  // Partially approved: a half-filled circle.
  "2": {
    name: "partially-approved",
    tone: "text-info",
    shape: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />
      </>
    ),
  },
  // Denied: a cross in a circle.
  "3": {
    name: "denied",
    tone: "text-danger",
    shape: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m9 9 6 6M15 9l-6 6" />
      </>
    ),
  },
  // Adjusted: two opposed arrows.
  "4": {
    name: "adjusted",
    tone: "text-info",
    shape: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  },
  // In process: a clock.
  "5": {
    name: "in-process",
    tone: "text-warning",
    shape: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
  },
};

// Any other status (Info Not Available): a question mark in a circle.
const unknownStatus = {
  name: "unknown",
  tone: "text-muted-foreground",
  shape: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4V14M12 17h.01" />
    </>
  ),
};

/** The icon of each plan type (claim source: medical, dental, vision, drug; assist-employees.md §3). */
const planTypeIcons: Record<string, { name: string; shape: ReactNode }> = {
  // Medical: a cross.
  medical: { name: "medical", shape: <path d="M9 4h6v5h5v6h-5v5H9v-5H4V9h5Z" /> },
  // Dental: a tooth.
  dental: {
    name: "dental",
    shape: (
      <path d="M7 4c-2 0-3 2-3 4 0 3 1.5 4 2 7l1 5c.3 1 1.7 1 2 0l1-4c.3-1 1.7-1 2 0l1 4c.3 1 1.7 1 2 0l1-5c.5-3 2-4 2-7 0-2-1-4-3-4-2.5 0-3 1-5 1S9.5 4 7 4Z" />
    ),
  },
  // Vision: an eye.
  vision: {
    name: "vision",
    shape: (
      <>
        <path d="M2 12s3.5-6.5 10-6.5S22 12 22 12s-3.5 6.5-10 6.5S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  // Drug: a capsule.
  ods: {
    name: "drug",
    shape: (
      <>
        <rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)" />
        <path d="m9.5 9.5 5 5" />
      </>
    ),
  },
};

/**
 * A claim's status icon: decorative (hidden from assistive technology), since the status's words
 * stand beside it; `data-claim-icon` names the icon drawn.
 */
export function ClaimStatusIcon({ status, className }: { status: string | number; className?: string }) {
  const icon = statusIcons[String(status).trim()] ?? unknownStatus;
  return (
    <StrokeIcon
      strokeWidth={2}
      data-claim-icon={`status-${icon.name}`}
      className={cn("size-5 shrink-0", icon.tone, className)}
    >
      {icon.shape}
    </StrokeIcon>
  );
}

/** A claim's plan type icon: decorative like the status's, beside the plan type's words. */
export function ClaimPlanTypeIcon({ planType, className }: { planType: string; className?: string }) {
  const icon = planTypeIcons[planType.trim().toLowerCase()];
  if (!icon) return null;
  return (
    <StrokeIcon
      strokeWidth={2}
      data-claim-icon={`plan-${icon.name}`}
      className={cn("size-5 shrink-0 text-muted-foreground", className)}
    >
      {icon.shape}
    </StrokeIcon>
  );
}
