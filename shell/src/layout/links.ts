import type { Platform, RouteParams } from '@vx/shared';

/** A link by route name, only when the brand composes the route and its parameters fit. */
export function safeHref(platform: Pick<Platform, 'hasRoute' | 'href'>, name: string, params?: RouteParams): string | null {
  if (!platform.hasRoute(name)) return null;
  try {
    return platform.href(name, params);
  } catch {
    return null;
  }
}
