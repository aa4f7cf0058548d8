import { Heading, mq } from '@vx/shared';
import { useTranslation } from 'react-i18next';
import { ProfileFacts } from './ActorProfilePage';
import { Interview } from './Interview';
import { ProfileShell } from './ProfileShell';

/** /amateur/{actorName}/about-me/: the about text, facts, registered since and interviews. */
export default function ActorAboutPage() {
  const { t } = useTranslation('chat');
  return (
    <ProfileShell page="actorAbout">
      {(actor) => (
        <div css={{ display: 'grid', gap: 24, paddingBottom: 32, [mq.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)', alignItems: 'start' } }}>
          <div css={{ display: 'grid', gap: 24, minWidth: 0 }}>
            <section aria-labelledby="about-title">
              <Heading level={2} size="subsection" id="about-title" css={{ marginBottom: 8 }}>
                {t('profile.aboutTitle', { name: actor.name })}
              </Heading>
              <p data-testid="about-text" css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6 }}>
                {actor.profile.about || t('profile.noAbout')}
              </p>
            </section>
            <Interview interview={actor.interview} />
          </div>
          <ProfileFacts actor={actor} about />
        </div>
      )}
    </ProfileShell>
  );
}
