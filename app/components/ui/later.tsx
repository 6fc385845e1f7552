import {
  type ComponentType,
  createContext,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";

/**
 * Hydration in pieces (issue 24, item 2; docs/decisions/016-hydration-in-pieces.md).
 *
 * `later(load)` makes a part of the page (a page's body, the footer, the desktop header's popovers,
 * the error pages) whose code is not in the page's first-load JavaScript. The server renders it with the page as always. In
 * the browser, its server HTML stays in place (a Suspense boundary React has not hydrated yet:
 * links and forms in it work) until the rest of the page has hydrated and the browser is idle;
 * then its code loads and React hydrates it as a task of its own. A press on one of its buttons
 * before then is replayed (server/scripts-after-paint.ts). On a client-side navigation a new piece
 * loads at once, and the navigation waits for it as it waits for the route's own code.
 *
 * <html data-hydrated> is set when every piece of the first page is hydrated (browser tests and
 * the replay of early presses wait for it); <html data-first-screen> when the rest is, the moment
 * pieces start loading (the bench's first-load JavaScript is what was fetched until then).
 */

type Load<P> = () => Promise<ComponentType<P>>;

/** Every piece's loader, so the server can load them all before its first render. */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads the code of every piece (the server, once, before it renders a page). */
export function loadEveryPiece(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/** Set when the first page's own tree (all but its pieces) has hydrated. */
let firstScreen = false;
/** Pieces of the first page still to hydrate. */
let waiting = 0;
let startPieces: () => void = () => {};
const piecesMayLoad = new Promise<void>((resolve) => {
  startPieces = resolve;
});

/** The next idle moment, or 300 ms at most: a busy page (a phone, a test machine) is seldom idle. */
const idle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 300 }) : setTimeout(run, 1);

function markWhenAllHydrated() {
  if (firstScreen && waiting === 0) document.documentElement.dataset.hydrated = "true";
}

/**
 * Called once, by the root layout's effect, when the first page's tree (but its pieces) has
 * hydrated: the pieces may load from the next idle moment.
 */
export function firstScreenHydrated(): void {
  if (firstScreen) return;
  firstScreen = true;
  document.documentElement.dataset.firstScreen = "true";
  idle(startPieces);
  markWhenAllHydrated();
}

/** Whether a piece has been counted among those to hydrate, and whether it has hydrated. */
interface PieceState {
  counted: boolean;
  hydrated: boolean;
}

/** The piece a piece sits in, if any: one inside a piece still hydrating hydrates with it. */
const ParentPiece = createContext<PieceState | undefined>(undefined);

/** A piece of the first page, hydrated: it counts down the pieces still to hydrate. */
function Hydrated<P extends object>({
  Piece,
  props,
  piece,
  onHydrated,
}: {
  Piece: ComponentType<P>;
  props: P;
  piece: PieceState;
  onHydrated: () => void;
}) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <ParentPiece.Provider value={piece}>
      <Piece {...props} />
    </ParentPiece.Provider>
  );
}

const sameProps = <P extends object>(a: P, b: P) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]));

/**
 * Renders a piece: re-rendered only when its props change, as a parent's render must not reach a
 * piece React has not hydrated yet (React would then drop its server HTML and render it anew).
 */
const LaterPiece = memo(
  function LaterPiece<P extends object>({ Piece, props }: { Piece: ComponentType<P>; props: P }) {
    // Fixed when the piece first renders: a piece of the first page (on the server, or
    // hydrating, alone or inside a piece that is) is a boundary of its own, as the server drew
    // it; one that comes with a navigation suspends the navigation instead, as the route's own
    // code does.
    const parent = useContext(ParentPiece);
    const [boundary] = useState(() => !firstScreen || (parent !== undefined && !parent.hydrated));
    const [piece] = useState<PieceState>(() => ({ counted: false, hydrated: false }));
    const [onHydrated] = useState(() => () => {
      piece.hydrated = true;
      if (!piece.counted) return;
      waiting--;
      markWhenAllHydrated();
    });
    useLayoutEffect(() => {
      if (!boundary || piece.hydrated) return;
      waiting++;
      piece.counted = true;
    }, [boundary, piece]);
    if (!boundary) return <Piece {...props} />;
    return (
      <Suspense fallback={null}>
        <Hydrated Piece={Piece} props={props} piece={piece} onHydrated={onHydrated} />
      </Suspense>
    );
  },
  (a, b) => a.Piece === b.Piece && sameProps(a.props, b.props),
) as <P extends object>(props: { Piece: ComponentType<P>; props: P }) => ReactNode;

/** A component whose code loads later: `later(() => import("./x.tsx").then((m) => m.X))`. */
export function later<P extends object>(load: Load<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const get = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  loaders.push(get);
  const Piece = lazy(() => {
    if (!loaded) return firstScreen ? get() : piecesMayLoad.then(get);
    // Already here (always, on the server): a thenable that resolves at once, so React renders
    // the piece in place instead of suspending.
    const module = { default: loaded };
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one is synchronous on purpose
    return { then: (resolve: (m: typeof module) => void) => resolve(module) } as Promise<
      typeof module
    >;
  }) as unknown as ComponentType<P>;
  return (props: P) => <LaterPiece Piece={Piece} props={props} />;
}
