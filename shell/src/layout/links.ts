import type { HrefArgs, Platform, RouteName } from '@vx/shared';

/** A link by route name, only when the brand composes the route and its parameters fit. */
export function safeHref<N extends RouteName>(platform: Pick<Platform, 'hasRoute' | 'href'>, name: N, ...args: HrefArgs<N>): string | null {
  if (!platform.hasRoute(name)) return null;
  try {
    return platform.href(name, ...args);
  } catch {
    return null;
  }
}
