import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '../../protocol/brand';
import { Skeleton } from '../../ui/Skeleton';
import type { Feature, PageModule, WidgetModule, WidgetOwner, WidgetProps, WidgetRegistry } from '../feature';
import { usePlatform, type Platform } from '../platform';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';

type Loader = (feature: Feature) => (() => Promise<PageModule | WidgetModule>) | undefined;
type AreaComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

/**
 * Lazy components live outside React state: an area that suspends without a boundary of its own
 * is discarded and mounted again, and must then find the same (pending, loaded or failed) load.
 * Keyed by the platform's loader (one per language); a retry drops the entry.
 */
const areas = new WeakMap<Platform['loadFeature'], Map<string, { component: AreaComponent; retry: boolean }>>();

function areasOf(loadFeature: Platform['loadFeature']) {
  let byKey = areas.get(loadFeature);
  if (!byKey) areas.set(loadFeature, (byKey = new Map()));
  return byKey;
}

function areaComponent(loadFeature: Platform['loadFeature'], remote: RemoteName, label: string, select: Loader): AreaComponent {
  const byKey = areasOf(loadFeature);
  const key = `${remote}\0${label}`;
  const known = byKey.get(key);
  if (known && !known.retry) return known.component;
  const retry = known?.retry ?? false;
  const component = lazy(async () => {
    const feature = await loadFeature(remote, retry);
    const load = select(feature);
    if (!load) throw new Error(`${remote} has no ${label}`);
    return (await load()) as { default: ComponentType<Record<string, unknown>> };
  });
  byKey.set(key, { component, retry: false });
  return component;
}

/** The next render of the area loads the remote again, forgetting an earlier failure. */
function retryArea(loadFeature: Platform['loadFeature'], remote: RemoteName, label: string): void {
  const byKey = areasOf(loadFeature);
  const key = `${remote}\0${label}`;
  const known = byKey.get(key);
  if (known) byKey.set(key, { ...known, retry: true });
}

interface AreaProps {
  remote: RemoteName;
  /** Picks the page or widget to load from the remote's feature module. */
  select: Loader;
  /** What the area is, for the error when the remote does not have it. */
  label: string;
  props?: Record<string, unknown>;
  /** Height reserved while loading, so the page does not shift. */
  minHeight?: number | string;
  /**
   * Whether the area shows its own loading skeleton. Pages leave it to the Suspense boundary
   * around the router outlet: a navigation (a transition) then keeps the current page until the
   * new one is ready, instead of flashing a skeleton that React holds for at least 300 ms.
   */
  suspense?: boolean;
}

/**
 * Renders a component of a remote, loading the remote on first use. If the remote is down or
 * broken, the area shows a localized fallback that retries, and the rest of the page keeps working.
 */
export function RemoteArea({ remote, select, label, props = {}, minHeight = 200, suspense = true }: AreaProps) {
  const { loadFeature } = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const Component = areaComponent(loadFeature, remote, label, select);
  const retry = useCallback(() => {
    retryArea(loadFeature, remote, label);
    setAttempt((n) => n + 1);
  }, [loadFeature, remote, label]);
  // A false positive: the rule takes any call's result for a component made during render, but
  // areaComponent gives the one kept in `areas` for this loader and area; a new one comes only for
  // a retry or another language, both meant to mount afresh.
  // eslint-disable-next-line react-hooks/static-components
  const content = <Component {...props} />;
  return (
    <RemoteBoundary key={attempt} fallback={() => <RemoteFallback retry={retry} />}>
      {suspense ? <Suspense fallback={<Skeleton height={minHeight} />}>{content}</Suspense> : content}
    </RemoteBoundary>
  );
}

interface RemoteWidgetProps<I extends WidgetOwner, W extends keyof WidgetRegistry[I]> {
  remote: I;
  widget: W;
  /** The props widget-registry.ts declares for the widget. */
  props: WidgetProps<I, W>;
  minHeight?: number;
}

/** Mounts a component that another remote lends (DESIGN.md §2). */
export function RemoteWidget<I extends WidgetOwner, W extends keyof WidgetRegistry[I] & string>({ remote, widget, props, minHeight }: RemoteWidgetProps<I, W>) {
  const select = useCallback((feature: Feature) => feature.widgets[widget], [widget]);
  return (
    <RemoteArea
      remote={remote}
      select={select}
      label={`widget '${widget}'`}
      props={props as Record<string, unknown>}
      minHeight={minHeight}
    />
  );
}
