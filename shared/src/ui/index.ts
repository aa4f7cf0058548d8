export * from './theme';
export * from './image';
export { Button } from './Button';
export { Skeleton } from './Skeleton';
export { TileGrid } from './TileGrid';
export { Container } from './Container';
export { Tabs } from './Tabs';
export { visuallyHidden } from './visuallyHidden';
export { CloseIcon, IconButton } from './IconButton';
