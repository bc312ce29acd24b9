import { SkeletonText } from "@epr/ui/skeleton";
import { lazyNamed } from "@epr/ui/utils";

/**
 * The cards and modals of the review page's edit mode (enrollment.md §4 Edit entry), downloaded when
 * the edit opens rather than with the read-only summary (bundle budget: the review page's chunk stays under
 * its budget). `preloadEditCards` starts the download as soon as the administrator may edit.
 */
const card = (label: string) => <SkeletonText lines={3} label={label} />;

export const DependentList = lazyNamed(() => import("@epr/ui/cards/dependent").then((m) => m.DependentList), {
  fallback: card("Loading the dependents"),
});
export const OtherInsuranceCard = lazyNamed(
  () => import("@epr/ui/cards/other-insurance").then((m) => m.OtherInsuranceCard),
  { fallback: card("Loading the other insurance") },
);
export const MedicareCard = lazyNamed(() => import("@epr/ui/cards/medicare").then((m) => m.MedicareCard), {
  fallback: card("Loading Medicare"),
});
export const MnloaCard = lazyNamed(() => import("@epr/ui/cards/mnloa").then((m) => m.MnloaCard), {
  fallback: card("Loading MNLOA"),
});
export const PlanCoverageCard = lazyNamed(
  () => import("@epr/ui/cards/plan-coverage").then((m) => m.PlanCoverageCard),
  { fallback: card("Loading the plan coverage") },
);
export const ProviderCard = lazyNamed(() => import("@epr/ui/cards/provider").then((m) => m.ProviderCard), {
  fallback: card("Loading the provider"),
});
export const TobaccoCard = lazyNamed(() => import("@epr/ui/cards/tobacco").then((m) => m.TobaccoCard), {
  fallback: card("Loading the tobacco answer"),
});
export const ReportCodesCard = lazyNamed(
  () => import("@epr/ui/cards/report-codes").then((m) => m.ReportCodesCard),
  { fallback: card("Loading the report codes") },
);
const whenOpen = { loadWhen: (props: { open: boolean }) => props.open };
export const CancelLineOfBusiness = lazyNamed(
  () => import("@epr/ui/modals/cancel-line-of-business").then((m) => m.CancelLineOfBusiness),
  whenOpen,
);
export const CopyToOthers = lazyNamed(
  () => import("@epr/ui/modals/copy-to-others").then((m) => m.CopyToOthers),
  whenOpen,
);
/**
 * The sentence after a line's cancel date was removed (enrollment.md §4 Remove cancel date), in the
 * plan coverage card's copy (loaded with the card).
 */
export const CancelDateRemoved = lazyNamed(() =>
  import("./cancelDateRemoved.js").then((m) => m.CancelDateRemoved),
);

/** Starts downloading every edit-mode card and modal. */
export function preloadEditCards(): void {
  for (const c of [
    DependentList,
    OtherInsuranceCard,
    MedicareCard,
    MnloaCard,
    PlanCoverageCard,
    ProviderCard,
    TobaccoCard,
    ReportCodesCard,
    CancelLineOfBusiness,
    CopyToOthers,
  ])
    void c.preload();
}
