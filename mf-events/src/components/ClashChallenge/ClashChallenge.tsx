import { useTranslation } from 'react-i18next';
import { Button, mq, srcSet } from '@vx/shared';
import { formatDate } from '../ContestCard/formatDate';
import { type ClashChallenge as Challenge, type ClashTeam } from '@vx/shared/events';

interface Props {
  challenge: Challenge;
  teams: ClashTeam[];
  busy: boolean;
  onVote: (challengeId: number, teamId: number) => void;
  onRevoke: (challengeId: number) => void;
}

/** One challenge: its state, the teams' media, live votes per team, the guest's vote and its revoke. */
export function ClashChallenge({ challenge, teams, busy, onVote, onRevoke }: Props) {
  const { t, i18n } = useTranslation('events');
  const nameOf = (teamId: number) => teams.find((team) => team.id === teamId)?.name ?? '';
  const voted = challenge.teams.find((team) => team.hasVoted);
  const upcoming = !challenge.votable && new Date(challenge.start) > new Date();
  return (
    <article data-testid="clash-challenge" aria-labelledby={`challenge-${challenge.id}`} css={(theme) => ({ background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, padding: theme.space(3), display: 'grid', gap: theme.space(2), minWidth: 0 })}>
      <h3 id={`challenge-${challenge.id}`} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.subsection })}>
        {challenge.title}
      </h3>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        {challenge.subTitle} · {challenge.votable ? t('clash.running') : upcoming ? t('clash.upcoming', { date: formatDate(challenge.start, i18n.language) }) : t('clash.ended')}
      </p>
      <p css={{ margin: 0 }}>{challenge.description}</p>
      {challenge.moderator && <p css={{ margin: 0 }}>{t('clash.moderator', { name: challenge.moderator.name })}</p>}
      {challenge.winner !== null && <p css={{ margin: 0, fontWeight: 700 }}>{t('clash.winner', { team: nameOf(challenge.winner) })}</p>}
      <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3), [mq.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
        {challenge.teams.map((team) => {
          const media = challenge.media.find((item) => item.teamId === team.teamId);
          return (
            <li key={team.teamId} css={(theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0, alignContent: 'start' })}>
              {media && <img src={media.preview.w320} srcSet={srcSet(media.preview)} sizes="(min-width: 768px) 25vw, 50vw" alt={media.title} css={(theme) => ({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius })} />}
              <strong>{nameOf(team.teamId)}</strong>
              {media && <span css={{ overflowWrap: 'anywhere' }}>{media.actor.name}</span>}
              <span data-testid={`clash-votes-${challenge.id}-${team.teamId}`}>{t('clash.votes', { count: team.votes })}</span>
              {team.hasVoted && <strong>{t('clash.voted')}</strong>}
              {challenge.votable && !team.hasVoted && (
                <Button disabled={busy} onClick={() => onVote(challenge.id, team.teamId)}>
                  {t('clash.vote', { team: nameOf(team.teamId) })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {challenge.votable && voted && (
        <Button variant="secondary" disabled={busy} onClick={() => onRevoke(challenge.id)} css={{ justifySelf: 'start' }}>
          {t('clash.revoke')}
        </Button>
      )}
    </article>
  );
}
