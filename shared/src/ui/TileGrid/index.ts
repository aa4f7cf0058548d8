export { TileGrid } from './TileGrid';
