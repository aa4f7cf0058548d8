import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, usePlatform, visuallyHidden } from '@vx/shared';
import { isTooManyReactions, REACTION_NAMES, useAddReaction, useLiveReactions, type ReactionName, type ReactionReference } from '../../queries/reactions';
import { bar, buttons, floating, glyph, panel, refusal, SHOWN_MS, stream, title } from './styles';

const GLYPHS: Record<ReactionName, string> = { heart: '❤️', fire: '🔥', applause: '👏', laugh: '😂', wow: '😮' };

/** More at once would only pile up; the oldest make room. */
export const MAX_SHOWN = 20;

interface Shown {
  key: number;
  emoji: ReactionName;
}

/** Spreads successive reactions across the stream (golden-ratio steps never line up). */
const spreadOf = (key: number) => (key * 0.618_034) % 1;

function Reactions(reference: ReactionReference) {
  const { t } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  const titleId = useId();
  const send = useAddReaction(reference);
  const [shown, setShown] = useState<Shown[]>([]);
  const nextKey = useRef(0);
  const timers = useRef(new Set<number>());

  useLiveReactions(reference, (emoji) => {
    const key = nextKey.current++;
    setShown((list) => [...list, { key, emoji }].slice(-MAX_SHOWN));
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setShown((list) => list.filter((item) => item.key !== key));
    }, SHOWN_MS);
    timers.current.add(timer);
  });
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const react = (emoji: ReactionName) => (guest.isLoggedIn ? send.mutate(emoji) : void openFlow('login'));
  const nameOf = (emoji: ReactionName) => t(`reactions.names.${emoji}`);

  return (
    <section aria-labelledby={titleId} data-testid="live-reactions" css={panel}>
      <ul aria-label={t('reactions.stream')} css={stream}>
        {shown.map((item) => (
          <li key={item.key} css={floating(spreadOf(item.key))}>
            <span aria-hidden="true">{GLYPHS[item.emoji]}</span>
            <span css={visuallyHidden}>{nameOf(item.emoji)}</span>
          </li>
        ))}
      </ul>
      <div css={bar}>
        <h2 id={titleId} css={title}>
          {t('reactions.title')}
        </h2>
        <div css={buttons}>
          {REACTION_NAMES.map((emoji) => (
            <IconButton
              key={emoji}
              label={t('reactions.send', { reaction: nameOf(emoji) })}
              icon={
                <span aria-hidden="true" css={glyph}>
                  {GLYPHS[emoji]}
                </span>
              }
              onClick={() => react(emoji)}
            />
          ))}
        </div>
      </div>
      {send.isError && (
        <p role="alert" css={refusal}>
          {isTooManyReactions(send.error) ? t('reactions.tooMany') : t('reactions.error')}
        </p>
      )}
    </section>
  );
}

/**
 * Live reactions to a contest or a clash: buttons that send one (a visitor is asked to log in) and
 * the reactions of every guest as they arrive, each for a few seconds. Keyed by the reference, so
 * another contest starts with an empty stream.
 */
export function LiveReactions({ referenceType, referenceId }: ReactionReference) {
  return <Reactions key={`${referenceType}:${referenceId}`} referenceType={referenceType} referenceId={referenceId} />;
}
