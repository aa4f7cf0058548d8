import { useSearchParams } from 'react-router-dom';

/** The `?page=` of the URL: a positive whole number, else the first page. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
