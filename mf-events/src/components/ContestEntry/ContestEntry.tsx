import { useTranslation } from 'react-i18next';
import { Button, srcSet } from '@vx/shared';
import { type ContestGridItem } from '@vx/shared/events';

interface Props {
  item: ContestGridItem;
  /** Voting runs: the vote or withdraw button shows. */
  open: boolean;
  busy: boolean;
  onVote: (item: ContestGridItem) => void;
  onWithdraw: (item: ContestGridItem) => void;
  onActor: (item: ContestGridItem) => void;
}

/** One entry of a contest: its picture, place and votes, the model (opens her entries) and the vote button. */
export function ContestEntry({ item, open, busy, onVote, onWithdraw, onActor }: Props) {
  const { t } = useTranslation('events');
  return (
    <li data-testid="contest-entry" data-item-hash={item.itemHash} css={(theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0, alignContent: 'start' })}>
      <div css={{ position: 'relative' }}>
        <img src={item.preview.w320} srcSet={srcSet(item.preview)} sizes="(min-width: 768px) 20vw, 50vw" alt={item.title} css={(theme) => ({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius, display: 'block' })} />
        <span
          css={(theme) => ({ position: 'absolute', top: theme.space(1), left: theme.space(1), background: theme.colors.primary, color: theme.colors.primaryText, borderRadius: theme.radii.tag, padding: '2px 6px', fontSize: theme.fontSize.caption, fontWeight: 700 })}
        >
          {t('contests.place', { place: item.place })}
        </span>
      </div>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, fontWeight: 700, overflowWrap: 'anywhere' })}>{item.title}</p>
      <button
        type="button"
        onClick={() => onActor(item)}
        css={(theme) => ({ justifySelf: 'start', background: 'none', border: 0, padding: 0, color: theme.colors.text, textDecoration: 'underline', cursor: 'pointer', font: 'inherit', fontSize: theme.fontSize.small })}
      >
        {item.actor.name}
      </button>
      <p data-testid="entry-votes" css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>
        {t('contests.votes', { count: item.votes })}
      </p>
      {open &&
        (item.hasVoted ? (
          <Button variant="secondary" disabled={busy} onClick={() => onWithdraw(item)} aria-label={`${t('contests.withdraw')}: ${item.title}`}>
            {t('contests.withdraw')}
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => onVote(item)} aria-label={`${t('contests.vote')}: ${item.title}`}>
            {t('contests.vote')}
          </Button>
        ))}
    </li>
  );
}
