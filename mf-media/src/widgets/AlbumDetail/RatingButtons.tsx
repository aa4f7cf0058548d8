import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, usePlatform } from '@vx/shared';
import type { Rating } from '../../queries/albums';

/** Spec 000 §3 Gallery: a like is 5, a dislike 1. */
const LIKE = 5;
const DISLIKE = 1;

/**
 * Like and dislike of an album or a picture. Counts and flags are replaced by the server's answer
 * (spec 000 §4 Album), never counted up here; a visitor gets the login flow.
 */
export function RatingButtons({ rating, onRate, testId }: { rating: Rating; onRate: (value: 1 | 5) => Promise<Rating>; testId: string }) {
  const { t } = useTranslation('media');
  const { guest, openFlow, language } = usePlatform();
  // The answer wins until the server's data changes (a reload brings the same numbers).
  const [answer, setAnswer] = useState<{ for: Rating; value: Rating } | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const shown = answer && answer.for === rating ? answer.value : rating;
  const number = new Intl.NumberFormat(language);
  const rate = async (value: 1 | 5) => {
    if (!guest.isLoggedIn) return openFlow('login');
    setState('pending');
    try {
      setAnswer({ for: rating, value: await onRate(value) });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div role="group" aria-label={t('albums.rate.group')} data-testid={testId} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Button variant={shown.isLiked ? 'primary' : 'secondary'} aria-pressed={shown.isLiked} disabled={state === 'pending'} onClick={() => void rate(LIKE)} data-testid="rate-like">
        {t('albums.rate.like')} <span data-testid="rate-likes">{number.format(shown.guestRatingLikes)}</span>
      </Button>
      <Button
        variant={shown.isDisliked ? 'primary' : 'secondary'}
        aria-pressed={shown.isDisliked}
        disabled={state === 'pending'}
        onClick={() => void rate(DISLIKE)}
        data-testid="rate-dislike"
      >
        {t('albums.rate.dislike')} <span data-testid="rate-dislikes">{number.format(shown.guestRatingDislikes)}</span>
      </Button>
      {state === 'failed' && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t('albums.rate.failed')}
        </p>
      )}
    </div>
  );
}
