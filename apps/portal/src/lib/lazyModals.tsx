import { lazyNamed } from "@epr/ui/utils";

/**
 * The modals of the employee review page and the add flow's steps (enrollment.md §2 Modals), each
 * downloaded the first time it opens rather than with its page (bundle budget: every route's chunk under
 * 100 kB gzip). Once loaded a modal stays mounted, so closing and focus return are Radix's as before.
 */
const whenOpen = { loadWhen: (props: { open: boolean }) => props.open };

export const ReinstateCoverageDate = lazyNamed(
  () => import("@epr/ui/modals/reinstate-coverage-date").then((m) => m.ReinstateCoverageDate),
  whenOpen,
);
export const UnsavedChanges = lazyNamed(
  () => import("@epr/ui/modals/unsaved-changes").then((m) => m.UnsavedChanges),
  whenOpen,
);
export const SaveStatus = lazyNamed(
  () => import("@epr/ui/modals/save-status").then((m) => m.SaveStatus),
  whenOpen,
);
export const StopEditPending = lazyNamed(
  () => import("@epr/ui/modals/stop-edit-pending").then((m) => m.StopEditPending),
  whenOpen,
);
export const UncoveredDependent = lazyNamed(
  () => import("@epr/ui/modals/uncovered-dependent").then((m) => m.UncoveredDependent),
  whenOpen,
);
export const Warning = lazyNamed(() => import("@epr/ui/modals/warning").then((m) => m.Warning), whenOpen);
export const NoModify = lazyNamed(() => import("@epr/ui/modals/no-modify").then((m) => m.NoModify), whenOpen);
export const PendingTransaction = lazyNamed(
  () => import("@epr/ui/modals/pending-transaction").then((m) => m.PendingTransaction),
  whenOpen,
);
export const GenericError = lazyNamed(
  () => import("@epr/ui/modals/generic-error").then((m) => m.GenericError),
  whenOpen,
);
export const TransactionError = lazyNamed(
  () => import("@epr/ui/modals/transaction-error").then((m) => m.TransactionError),
  whenOpen,
);
export const VisionDentalWarning = lazyNamed(
  () => import("@epr/ui/modals/vision-dental-warning").then((m) => m.VisionDentalWarning),
  whenOpen,
);
export const SsnFraud = lazyNamed(() => import("@epr/ui/modals/ssn-fraud").then((m) => m.SsnFraud), whenOpen);
export const ValidateSsn = lazyNamed(
  () => import("@epr/ui/modals/validate-ssn").then((m) => m.ValidateSsn),
  whenOpen,
);
// Add Coverage (enrollment.md §5 ASO effective date): with its dialog in the route's chunk the page
// was at 100.4 kB of its 100 kB once the review cards had read entries of their own.
export const AsoEffectiveDateWarning = lazyNamed(
  () => import("@epr/ui/modals/aso-effective-date-warning").then((m) => m.AsoEffectiveDateWarning),
  whenOpen,
);
// The Plan Coverage step's modals (enrollment.md §2 Modals): the step's chunk was at 98 of its 100 kB.
export const CoverageNotice = lazyNamed(
  () => import("@epr/ui/modals/coverage-notice").then((m) => m.CoverageNotice),
  whenOpen,
);
export const GenericInfo = lazyNamed(
  () => import("@epr/ui/modals/generic-info").then((m) => m.GenericInfo),
  whenOpen,
);
export const ProductSelectionCriteria = lazyNamed(
  () => import("@epr/ui/modals/product-selection-criteria").then((m) => m.ProductSelectionCriteria),
  whenOpen,
);
// The add flow's Other Insurance step (enrollment.md §2 Modals, §5 Copy-to-others): opened only from
// a card's Copy to Others; with it in the step's page that page was 202.7 kB of its 200 kB.
export const CopyToOthers = lazyNamed(
  () => import("@epr/ui/modals/copy-to-others").then((m) => m.CopyToOthers),
  whenOpen,
);
// The employee summary's Change PCP and View SBC for an employee of several groups (enrollment.md §2).
export const ChangePcpOrSbc = lazyNamed(
  () => import("@epr/ui/modals/change-pcp-or-sbc").then((m) => m.ChangePcpOrSbc),
  whenOpen,
);
