import { useTranslation } from 'react-i18next';
import { mq } from '@vx/shared';
import { type ClashTeam, type ContestActor } from '@vx/shared/events';

function Member({ actor, role }: { actor: ContestActor; role?: string }) {
  return (
    <li css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'center', minWidth: 0 })}>
      <img src={actor.avatar.w320} alt="" width={40} height={40} css={(theme) => ({ borderRadius: theme.radii.round, objectFit: 'cover' })} />
      <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {actor.name}
        {role && <strong css={(theme) => ({ marginLeft: theme.space(1), background: theme.colors.primary, color: theme.colors.primaryText, borderRadius: theme.radii.tag, padding: '1px 6px', fontSize: theme.fontSize.caption })}>{role}</strong>}
      </span>
    </li>
  );
}

/** The clash's teams: name, points, the captain first, then the members. */
export function ClashTeams({ teams }: { teams: ClashTeam[] }) {
  const { t } = useTranslation('events');
  return (
    <section aria-labelledby="clash-teams" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <h2 id="clash-teams" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>
        {t('clash.teams')}
      </h2>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(4), [mq.sm]: { gridTemplateColumns: `repeat(${teams.length}, minmax(0, 1fr))` } })}>
        {teams.map((team) => (
          <article key={team.id} data-testid="clash-team" css={(theme) => ({ background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, padding: theme.space(3), display: 'grid', gap: theme.space(2) })}>
            <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.subsection })}>
              {team.name} · {t('clash.points', { count: team.points })}
            </h3>
            <ul aria-label={team.name} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
              <Member actor={team.teamCaptain} role={t('clash.captain')} />
              {team.members.map((member) => (
                <Member key={member.id} actor={member} />
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
