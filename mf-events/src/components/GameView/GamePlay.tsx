import { GameLuck } from '../GameLuck/GameLuck';
import { ShootingGallery } from '../ShootingGallery/ShootingGallery';
import { isSkillGame } from '../ShootingGallery/themes';
import { SlotMachine } from '../SlotMachine/SlotMachine';
import type { GameConfig } from '@vx/shared/events';

/** The game itself, by its type: the slot machine, a skill game on the shared engine, or a luck game. */
export function GamePlay({ game, canPlay }: { game: GameConfig; canPlay: boolean }) {
  if (game.gameType === 'slotmachine') return <SlotMachine gameId={game.id} canPlay={canPlay} />;
  if (isSkillGame(game.gameType)) return <ShootingGallery gameId={game.id} gameType={game.gameType} canPlay={canPlay} />;
  return <GameLuck gameId={game.id} gameType={game.gameType} canPlay={canPlay} />;
}
