/** A video's length as the player shows it (the player's own format, so tiles and player agree). */
export { formatDuration } from '@vx/shared/player';
