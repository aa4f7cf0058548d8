import * as z from 'zod/mini';
import { parseCategoryId, SEARCH_ORDERS, type SearchChoice } from '../../queries/blog';

const orderSchema = z.enum(SEARCH_ORDERS);
const yearSchema = z.string().check(z.regex(/^(20\d\d|2100)$/));

/** The search's choice from the URL: the pattern (trimmed) and `?order&category&year`, each dropped when it is not one the server takes. */
export function searchChoiceOf(pattern: string | undefined, search: URLSearchParams): SearchChoice {
  const order = z.safeParse(orderSchema, search.get('order'));
  const year = search.get('year');
  return {
    pattern: (pattern ?? '').trim(),
    order: order.success ? order.data : 'newest',
    categoryId: parseCategoryId(search.get('category') ?? undefined),
    year: z.safeParse(yearSchema, year).success ? Number(year) : null,
  };
}

/** The URL query of a choice (the pattern is the path's): what is the default is left out. */
export function searchParamsOf(choice: SearchChoice): Record<string, string> {
  const params: Record<string, string> = {};
  if (choice.order !== 'newest') params.order = choice.order;
  if (choice.categoryId !== null) params.category = String(choice.categoryId);
  if (choice.year !== null) params.year = String(choice.year);
  return params;
}
