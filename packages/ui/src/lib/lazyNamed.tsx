import { pieceMessages } from "@epr/domain";
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { buttonVariants } from "../primitives/Button/Button.js";
import { FeedbackBar } from "../primitives/FeedbackBar/FeedbackBar.js";

/** A component loaded on first render, and how to start its download early. */
export type LazyNamed<P extends object> = ComponentType<P> & {
  /** Starts the download (e.g. when the page learns the component may soon be shown). */
  preload: () => Promise<unknown>;
};

/** How `lazyNamed` shows the component before its module has arrived. */
export interface LazyNamedOptions<P> {
  /** Shown while the module loads: a node, or one made from the props. */
  fallback?: ReactNode | ((props: P) => ReactNode);
  /**
   * Until this is true the component renders nothing and nothing downloads (a modal: until it is
   * first opened). Once loaded it always renders, so closing behaves as before.
   */
  loadWhen?: (props: P) => boolean;
}

/** A failed download of a lazily loaded module, told apart from a failure of the component itself. */
class PieceNotLoaded extends Error {
  constructor(cause: unknown) {
    super("A part of the page could not be downloaded", { cause });
    this.name = "PieceNotLoaded";
  }
}

/**
 * Catches a failed download of its piece and says so in the piece's place, with a way to ask again;
 * anything else the piece throws goes on to the page's own error handling, as before.
 */
class PieceBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: unknown }> {
  override state: { failed: unknown } = { failed: null };
  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }
  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    if (!(failed instanceof PieceNotLoaded)) throw failed;
    return (
      <FeedbackBar variant="failure" title={pieceMessages.title}>
        {pieceMessages.text}{" "}
        <button type="button" className={buttonVariants({ variant: "link" })} onClick={this.props.onRetry}>
          {pieceMessages.tryAgain}
        </button>
      </FeedbackBar>
    );
  }
}

/**
 * A component whose module is downloaded the first time it is needed (bundle budget: a route's chunk
 * carries what its first paint shows; edit-mode cards, menus and modals come when they are opened).
 * A failed download (a dropped connection, a deployment that replaced the chunk) shows a failure bar
 * with "Try again" in the piece's place; the page and its forms stay as they were.
 */
export function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyNamedOptions<P> = {},
): LazyNamed<P> {
  // Once the module is here the component renders directly, with no Suspense round.
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  // React keeps a lazy component's failure for good: asking again needs a new one.
  const attempt = () =>
    lazy(async () => ({
      default: await preload().catch((cause: unknown) => {
        throw new PieceNotLoaded(cause);
      }),
    }));
  let shared = attempt();
  const { fallback = null, loadWhen } = options;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, like React.lazy.
  function Loaded(props: P) {
    const [tries, setTries] = useState(0);
    // The lazy component this instance renders through, once it has rendered before the module was
    // here. It keeps that tree when the module arrives: switching to the direct render would mount
    // the component anew and lose its state (an open menu closed, a card's focus gone) at the
    // page's next render.
    const through = useRef<typeof shared | null>(null);
    const Component = loaded;
    if (!through.current) {
      if (Component) return <Component {...props} />;
      if (loadWhen && !loadWhen(props)) return null;
      through.current = shared;
    }
    const retry = () => {
      shared = attempt();
      through.current = shared;
      setTries((n) => n + 1);
    };
    const Piece = through.current;
    return (
      <PieceBoundary key={tries} onRetry={retry}>
        <Suspense fallback={typeof fallback === "function" ? fallback(props) : fallback}>
          <Piece {...props} />
        </Suspense>
      </PieceBoundary>
    );
  }
  return Object.assign(Loaded, { preload });
}
