import { useTranslation } from 'react-i18next';
import { Heading, type ActorProfile } from '@vx/shared';

/** The actor's interview: questions and answers, in the language they come in. */
export function Interview({ interview }: { interview: ActorProfile['interview'] }) {
  const { t } = useTranslation('chat');
  if (!interview || interview.items.length === 0) return null;
  return (
    <section aria-labelledby="interview-title" lang={interview.language}>
      <Heading level={2} size="subsection" id="interview-title" css={{ marginBottom: 8 }}>
        {t('profile.interview')}
      </Heading>
      <dl css={{ margin: 0 }}>
        {interview.items.map((item, index) => (
          <div key={index} css={{ marginBottom: 12 }}>
            <dt css={{ fontWeight: 700 }}>{item.question}</dt>
            <dd css={(theme) => ({ margin: '4px 0 0', color: theme.colors.textMuted })}>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
