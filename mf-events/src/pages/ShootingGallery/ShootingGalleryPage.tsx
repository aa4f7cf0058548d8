import { GameScreen } from '../../components/GameView/GameScreen';
import { useGameConfig, WIESN_SHOOTING_ID } from '../../queries/games';

/** /shooting-gallery/ (campaign page): the wiesn shooting game, event id 22 of spec 001 §9. */
export default function ShootingGalleryPage() {
  return <GameScreen query={useGameConfig({ id: WIESN_SHOOTING_ID })} />;
}
