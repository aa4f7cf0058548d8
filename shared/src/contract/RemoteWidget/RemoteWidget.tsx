import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '../../protocol/brand';
import { Skeleton } from '../../ui/Skeleton';
import type { Feature, PageModule, WidgetModule } from '../feature';
import { usePlatform } from '../platform';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';

type Loader = (feature: Feature) => (() => Promise<PageModule | WidgetModule>) | undefined;

interface AreaProps {
  remote: RemoteName;
  /** Picks the page or widget to load from the remote's feature module. */
  select: Loader;
  /** What the area is, for the error when the remote does not have it. */
  label: string;
  props?: Record<string, unknown>;
  /** Height reserved while loading, so the page does not shift. */
  minHeight?: number | string;
}

/**
 * Renders a component of a remote, loading the remote on first use. If the remote is down or
 * broken, the area shows a localized fallback that retries, and the rest of the page keeps working.
 */
export function RemoteArea({ remote, select, label, props = {}, minHeight = 200 }: AreaProps) {
  const platform = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () =>
      lazy(async () => {
        const feature = await platform.loadFeature(remote, attempt > 0);
        const load = select(feature);
        if (!load) throw new Error(`${remote} has no ${label}`);
        return (await load()) as { default: ComponentType<Record<string, unknown>> };
      }),
    // A new attempt builds a new lazy component, so a failed import is tried again; the
    // language is part of the key because the remote's strings are loaded per language.
    [platform.loadFeature, platform.language, remote, label, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteBoundary key={attempt} fallback={() => <RemoteFallback retry={retry} />}>
      <Suspense fallback={<Skeleton height={minHeight} />}>
        <Component {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

interface WidgetProps<P> {
  remote: RemoteName;
  widget: string;
  props: P;
  minHeight?: number;
}

/** Mounts a component that another remote lends (DESIGN.md §2). */
export function RemoteWidget<P extends object>({ remote, widget, props, minHeight }: WidgetProps<P>) {
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
