import { useQuery } from '@tanstack/react-query';
import { breadcrumbResponseSchema, usePlatform, type Language, type RestClient } from '@vx/shared';

export interface BreadcrumbRequest {
  /** A breadcrumb type of the server (spec 000 §2 "named page and breadcrumb types"). */
  type: string;
  payload: Record<string, string | number>;
}

export const breadcrumbKeys = {
  trail: (language: Language, { type, payload }: BreadcrumbRequest) => ['breadcrumb', language, type, payload] as const,
};

/** breadcrumb/{type} (spec 001: credentials included). */
export const fetchBreadcrumb = (rest: RestClient, { type, payload }: BreadcrumbRequest, signal?: AbortSignal) =>
  rest.call(`breadcrumb/${type}`, { method: 'POST', payload: { payload }, credentials: true, schema: breadcrumbResponseSchema, signal });

/** The trail of a page, asked for once per key; a failed call is not repeated (the trail is an extra). */
export function useBreadcrumb(request: BreadcrumbRequest) {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: breadcrumbKeys.trail(language, request),
    queryFn: ({ signal }) => fetchBreadcrumb(rest, request, signal),
    staleTime: Infinity,
    retry: false,
  });
}
