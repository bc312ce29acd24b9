import { lazyNamed } from "@epr/ui/utils";
import { useEffect, useState } from "react";

/**
 * The cards that show only once their page's data are here, downloaded beside the data rather than
 * with the route (bundle budget: docs/benchmarks.md, Size: Routes and pages). The Plan Coverage
 * step (enrollment.md §2 employee.add.coverage) and the edit's Add Coverage page first paint the
 * plans' skeleton; their cards come with the plans.
 */
export const PlanCoverageCard = lazyNamed(() =>
  import("@epr/ui/cards/plan-coverage").then((m) => m.PlanCoverageCard),
);
export const ProviderCard = lazyNamed(() => import("@epr/ui/cards/provider").then((m) => m.ProviderCard));
export const TobaccoCard = lazyNamed(() => import("@epr/ui/cards/tobacco").then((m) => m.TobaccoCard));
export const ReportCodesCard = lazyNamed(() =>
  import("@epr/ui/cards/report-codes").then((m) => m.ReportCodesCard),
);

/** A piece downloaded on demand (`lazyNamed`). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

const downloads = new WeakMap<Preloadable, Promise<unknown>>();
const here = new WeakSet<Preloadable>();

/** Starts a piece's download, once; after a failure the next call asks again. */
function download(piece: Preloadable): Promise<unknown> {
  let pending = downloads.get(piece);
  if (!pending) {
    pending = piece.preload().then(
      () => void here.add(piece),
      (error: unknown) => {
        downloads.delete(piece);
        throw error;
      },
    );
    downloads.set(piece, pending);
  }
  return pending;
}

/** Starts the pieces' download (a route's loader, beside its data); each downloads once. */
export function preloadCards(pieces: readonly Preloadable[]): Promise<unknown> {
  return Promise.all(pieces.map(download));
}

/**
 * Whether `pieces` may render: false while their code downloads (the page keeps its skeleton, so
 * the cards replace it whole, not one by one), true once it is here. A failed download gives true
 * too: each card then asks for its code again, and a second failure says so in the card's place
 * with Try again (`lazyNamed`), as a lazy modal's does; the page stays.
 * `pieces` is a constant of the module that calls (its identity starts the download).
 */
export function useCardsReady(pieces: readonly Preloadable[]): boolean {
  const [ready, setReady] = useState(() => pieces.every((piece) => here.has(piece)));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    preloadCards(pieces).then(done, done);
    return () => {
      live = false;
    };
  }, [ready, pieces]);
  return ready;
}
