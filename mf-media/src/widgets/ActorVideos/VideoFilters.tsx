import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mq, usePlatform, type HrefArgs, type RouteName } from '@vx/shared';
import { pillStyle } from '../../components/pillStyle';
import { useTagName } from '../../tags/useTagName';

interface Props {
  actorName: string;
  tagGroup?: string;
  classic?: boolean;
  /** The actor's tag groups from the grid answer; empty while it loads. */
  tagGroups: readonly string[];
}

interface FilterLink {
  key: string;
  /** Null when the brand does not compose the route. */
  to: string | null;
  text: string;
  current: boolean;
}

/** The tag groups to link, with the current one even when it is not among the most used. */
function withCurrent(tagGroups: readonly string[], current: string | undefined): readonly string[] {
  if (!current || tagGroups.some((tag) => tag.toLowerCase() === current.toLowerCase())) return tagGroups;
  return [...tagGroups, current];
}

/** All videos, the classics and the actor's tag groups, as links between the grids. */
export function VideoFilters({ actorName, tagGroup, classic = false, tagGroups }: Props) {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  const tagName = useTagName();
  const name = actorName.toLowerCase();
  const link = <N extends RouteName>(route: N, ...args: HrefArgs<N>) => (hasRoute(route) ? href(route, ...args) : null);
  const all: FilterLink[] = [
    { key: 'all', to: link('actorVideos', { actorName: name }), text: t('videos.all'), current: !tagGroup && !classic },
    { key: 'classic', to: link('actorVideosClassic', { actorName: name }), text: t('videos.classic'), current: classic },
    ...withCurrent(tagGroups, tagGroup).map((tag) => ({
      key: `tag:${tag}`,
      to: link('actorVideosTag', { actorName: name, tagGroup: tag }),
      text: t('videos.tag', { tag: tagName(tag) }),
      current: tag.toLowerCase() === tagGroup?.toLowerCase(),
    })),
  ];
  const items = all.filter((item): item is FilterLink & { to: string } => item.to !== null);
  if (items.length < 2) return null;
  return (
    <nav aria-label={t('videos.filters')} css={{ margin: '0 0 16px', overflowX: 'auto', [mq.md]: { overflowX: 'visible' } }}>
      {/* One scrolling row on a phone, so the grid starts on the first screen. */}
      <ul css={{ listStyle: 'none', margin: 0, padding: '0 0 6px', display: 'flex', flexWrap: 'nowrap', whiteSpace: 'nowrap', gap: 8, [mq.md]: { flexWrap: 'wrap', padding: 0 } }}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              aria-current={item.current ? 'page' : undefined}
              css={(theme) => pillStyle(theme, item.current)}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
