export { LoadError, QueryGrid, QueryState, type QueryLike } from './QueryState';
