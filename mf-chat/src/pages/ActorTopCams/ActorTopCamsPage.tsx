import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type ActorProfile, Heading, LoadError, Skeleton, TileGrid, TOP_CAM_TYPES, usePlatform } from '@vx/shared';
import { useAllTopCams, type TopCamList, type TopCamType } from '../../queries/topCams';
import { ProfileShell } from '../ActorProfile/ProfileShell';
import { TopCamTile } from '../TopCams/TopCamsPage';

/** Neighbours shown on each side of the actor in a list. */
const AROUND = 2;

function Placement({ actor, type, list }: { actor: ActorProfile; type: TopCamType; list: TopCamList }) {
  const { t } = useTranslation('chat');
  const index = list.topCams.findIndex((cam) => cam.id === actor.id);
  // Not in the list: the leaders instead, so the section still leads somewhere.
  const from = index < 0 ? 0 : Math.max(0, index - AROUND);
  const to = index < 0 ? 2 * AROUND + 1 : index + AROUND + 1;
  const listName = t(`topCams.type.${type}`);
  return (
    <>
      <p data-testid={`placement-${type}`} css={{ margin: '0 0 8px' }}>
        {index < 0 ? t('shows.topNotRanked', { name: actor.name }) : t('shows.topRank', { name: actor.name, rank: index + 1, total: list.topCams.length })}
      </p>
      {list.topCams.length > 0 && (
        <TileGrid label={index < 0 ? t('shows.topLeaders', { list: listName }) : t('shows.topAround', { list: listName })}>
          {list.topCams.slice(from, to).map((cam, offset) => (
            <TopCamTile key={cam.id} cam={cam} rank={from + offset + 1} eager={false} />
          ))}
        </TileGrid>
      )}
    </>
  );
}

function TopCamPlacements({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  const lists = useAllTopCams();

  return (
    <div css={{ display: 'grid', gap: 24, paddingBottom: 32 }}>
      {TOP_CAM_TYPES.map((type, index) => {
        const list = lists[index];
        const headingId = `top-${type}-title`;
        return (
          <section key={type} aria-labelledby={headingId} aria-busy={list.isPending}>
            <Heading level={2} size="subsection" id={headingId} css={{ marginBottom: 8 }}>
              {t(`topCams.type.${type}`)}
            </Heading>
            {list.isPending && <Skeleton height={24} width={240} />}
            {list.isError && (
              <LoadError message={t('topCams.error')} retry={() => void list.refetch()} />
            )}
            {list.data && <Placement actor={actor} type={type} list={list.data} />}
          </section>
        );
      })}
      {hasRoute('topCams') && (
        <p css={{ margin: 0 }}>
          <Link to={href('topCams')} css={(theme) => ({ color: theme.colors.text })}>
            {t('shows.topAll')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** /amateur/{actorName}/top-cams/: the actor's place in the four top lists, with her neighbours. */
export default function ActorTopCamsPage() {
  return <ProfileShell page="actorTopCams">{(actor) => <TopCamPlacements actor={actor} />}</ProfileShell>;
}
