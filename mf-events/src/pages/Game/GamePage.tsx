import { useParams } from 'react-router-dom';
import { GameNotFound, GameScreen } from '../../components/GameView/GameScreen';
import { GAME_SLUG, useGameConfig } from '../../queries/games';

/** /games/{gameSlug}/: a reward game by its slug, dispatched by its type; an unknown slug is not found. */
export default function GamePage() {
  const slug = useParams().gameSlug ?? '';
  return GAME_SLUG.test(slug) ? <GameBySlug key={slug} slug={slug} /> : <GameNotFound />;
}

function GameBySlug({ slug }: { slug: string }) {
  return <GameScreen query={useGameConfig({ slug })} />;
}
