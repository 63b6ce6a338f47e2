import {
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { AuthProvider } from '@podbridge/shared/auth';
import {
  Router,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type Navigator,
} from '@podbridge/shared/router';
import type { RemoteModuleId } from './loadRemoteModule';
import { loadRemoteWidget } from './loadRemoteWidget';

/** The slot's element as the page renders it: what is inside belongs to the remote's root. */
const KEPT = { __html: '' };

/** Holds the element display-neutral: the page inside lays out as if it were the area's own child. */
const AREA_STYLE = { display: 'contents' } as const;

interface Props {
  /** The exposed module whose markup the site server sent (its routes, rendered at the page's address). */
  module: RemoteModuleId;
  /**
   * The element the server's markup arrived in: the slot's own element when the page around it was hydrated, else
   * one whose children are moved into the slot.
   */
  markup: Element;
  /** Marks the slot's element (inert) until the remote has taken its markup over. */
  pendingAttribute: string;
  /** Rendered instead when the remote cannot load: the ordinary slot, with its error and retry. */
  fallback: ReactNode;
}

interface Navigation {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

/**
 * A remote's page the site server sent, taken over in place: the markup stays on screen (inert until live), and once
 * the remote's code is here React hydrates it (in its own root, time-sliced) instead of drawing the
 * whole page again, so nothing is built twice and nothing moves. The root renders the widget inside what the page
 * gives every remote (the auth state, the query cache, the page's router), as the server render drew it; a markup
 * React cannot match is drawn anew by React itself.
 */
export function HydratedRemoteSlot({ module, markup, pendingAttribute, fallback }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const root = useRef<{ root: Root; Widget: ComponentType<Record<string, unknown>>; drawn: Navigation } | null>(null);
  const [state, setState] = useState<'pending' | 'live' | 'failed'>('pending');
  const navigation: Navigation = {
    location: useLocation(),
    navigationType: useNavigationType(),
    navigator: useContext(UNSAFE_NavigationContext).navigator,
  };
  const latest = useRef(navigation);
  latest.current = navigation;

  // A page drawn anew around the slot: before the browser paints it, the server's markup moves into the slot, so it
  // never leaves the screen.
  useLayoutEffect(() => {
    if (element.current && element.current !== markup) element.current.replaceChildren(...markup.childNodes);
  }, [markup]);

  useEffect(() => {
    let unmounted = false;
    loadRemoteWidget(module)
      .then((Widget) => {
        const container = element.current;
        if (unmounted || !container) return;
        const onHydrated = () => setState('live');
        // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
        // thread for the whole page.
        startTransition(() => {
          const drawn = latest.current;
          root.current = { Widget, drawn, root: hydrateRoot(container, tree(Widget, drawn, onHydrated)) };
        });
      })
      .catch(() => {
        if (!unmounted) setState('failed');
      });
    return () => {
      unmounted = true;
      const mounted = root.current;
      root.current = null;
      // After this render: a root is not unmounted while React renders the page around it.
      if (mounted) setTimeout(() => mounted.root.unmount(), 0);
    };
  }, [module]);

  // The page's navigation reaches the remote's root once it is live (a render before then would make React give up
  // the server's markup and draw the page anew); only a change renders it again.
  useEffect(() => {
    const mounted = root.current;
    if (state !== 'live' || !mounted || sameNavigation(mounted.drawn, navigation)) return;
    mounted.drawn = navigation;
    startTransition(() => mounted.root.render(tree(mounted.Widget, navigation)));
  });

  if (state === 'failed') return <>{fallback}</>;
  // Until then the markup is inert: a form in it is not submitted, nor a button pressed, before the page answers.
  const attributes = state === 'pending' ? { [pendingAttribute]: '', inert: true } : {};
  // Its content is the remote's root's, never the page's: React neither hydrates nor replaces it from here.
  return (
    <div ref={element} style={AREA_STYLE} {...attributes} dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />
  );
}

function sameNavigation(a: Navigation, b: Navigation): boolean {
  return a.location === b.location && a.navigationType === b.navigationType && a.navigator === b.navigator;
}

/** The remote's page in its root: what the page gives every remote around it, as the server render drew it. */
function tree(
  Widget: ComponentType<Record<string, unknown>>,
  { location, navigationType, navigator }: Navigation,
  onHydrated?: () => void,
) {
  return (
    <AuthProvider bootstrap={false}>
      <Router location={location} navigationType={navigationType} navigator={navigator}>
        <Committed onCommitted={onHydrated}>
          <Widget />
        </Committed>
      </Router>
    </AuthProvider>
  );
}

/**
 * Calls `onCommitted` once its children are on the page: hydrated or drawn (a wrapper: it adds no element, so it
 * changes nothing a hydration matches).
 */
export function Committed({ children, onCommitted }: { children: ReactNode; onCommitted?: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current || !onCommitted) return;
    called.current = true;
    onCommitted();
  });
  return <>{children}</>;
}
