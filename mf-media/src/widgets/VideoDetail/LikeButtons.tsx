import { useTranslation } from 'react-i18next';
import { focusRing, usePlatform } from '@vx/shared';
import { useRateVideo } from '../../queries/videoDetail';

const pill = { display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 40, padding: '0 14px', borderRadius: 999, font: 'inherit', cursor: 'pointer' } as const;

/** Like and dislike (spec 000 §3 ratings: like 5, dislike 1); a visitor is sent to log in. */
export function LikeButtons({ videoId, likes, liked }: { videoId: number; likes: number; liked: boolean }) {
  const { t } = useTranslation('media');
  const { guest, language, openFlow } = usePlatform();
  const rate = useRateVideo(videoId);
  const click = (like: boolean) => (guest.isLoggedIn ? rate.mutate(like) : openFlow('login'));
  const disliked = rate.data?.isDisliked ?? false;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <button
        type="button"
        data-testid="like-button"
        aria-pressed={liked}
        disabled={rate.isPending}
        title={guest.isLoggedIn ? undefined : t('playback.likeLogin')}
        onClick={() => click(true)}
        css={(theme) => ({ ...pill, border: `1px solid ${liked ? theme.colors.primary : theme.colors.border}`, background: liked ? theme.colors.primary : 'transparent', color: liked ? theme.colors.primaryText : theme.colors.text, ...focusRing(theme) })}
      >
        <span aria-hidden="true">👍</span>
        {t('playback.like')}
        <span data-testid="like-count">{new Intl.NumberFormat(language).format(likes)}</span>
      </button>
      <button
        type="button"
        data-testid="dislike-button"
        aria-pressed={disliked && !liked}
        disabled={rate.isPending}
        onClick={() => click(false)}
        css={(theme) => ({ ...pill, border: `1px solid ${theme.colors.border}`, background: 'transparent', color: theme.colors.text, ...focusRing(theme) })}
      >
        <span aria-hidden="true">👎</span>
        {t('playback.dislike')}
      </button>
      {rate.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t('playback.likeFailed')}
        </p>
      )}
    </div>
  );
}
