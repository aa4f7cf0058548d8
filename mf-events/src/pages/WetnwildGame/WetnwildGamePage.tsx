import { GameScreen } from '../../components/GameView/GameScreen';
import { useGameConfig, WET_AND_WILD_SLUG } from '../../queries/games';

/** /wetnwildgame/ (campaign page): the wet and wild game. */
export default function WetnwildGamePage() {
  return <GameScreen query={useGameConfig({ slug: WET_AND_WILD_SLUG })} />;
}
