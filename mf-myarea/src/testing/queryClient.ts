import { QueryClient } from '@tanstack/react-query';

/**
 * A request cache holding answers already, as if the server had given them: nothing is asked again
 * (the fake query service answers nothing unless a test says so).
 */
export function answeredQueries(answers: ReadonlyArray<readonly [readonly unknown[], unknown]>): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  for (const [key, data] of answers) client.setQueryData(key, data);
  return client;
}
