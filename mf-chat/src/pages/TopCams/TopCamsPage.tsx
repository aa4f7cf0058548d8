import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_RATINGS_THRESHOLD, Container, formatMoney, LoadError, PageHeader, Skeleton, Tabs, TileGrid, TOP_CAM_TYPES, useDocumentTitle, usePlatform } from '@vx/shared';
import type { z } from 'zod/mini';
import type { topCamSchema } from '@vx/shared';
import { TileLink } from '../../components/TileLink/TileLink';
import { useTopCams, type TopCamType } from '../../queries/topCams';

type TopCam = z.infer<typeof topCamSchema>;

/** One actor of a top list with her rank; the actor's own top-cams page shows it too. */
export function TopCamTile({ cam, rank, eager }: { cam: TopCam; rank: number; eager: boolean }) {
  const { t } = useTranslation('chat');
  const { language, hasRoute, href } = usePlatform();
  const link = hasRoute('actorProfile') ? href('actorProfile', { actorName: cam.name.toLowerCase() }) : null;
  const languages = cam.spokenLanguages.map((code) => code.toUpperCase()).join(', ');
  const body = (
    <>
      <div css={{ position: 'relative' }}>
        <img
          src={cam.previewPicture}
          width={320}
          height={240}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={(theme) => ({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
        />
        <span aria-hidden="true" css={(theme) => ({ position: 'absolute', bottom: 8, left: 8, padding: '2px 8px', borderRadius: 999, fontSize: theme.fontSize.caption, fontWeight: 700, background: 'rgba(0,0,0,0.7)', color: '#fff' })}>
          #{rank}
        </span>
        {cam.online && (
          <span css={(theme) => ({ position: 'absolute', top: 8, left: 8, padding: '2px 8px', borderRadius: 999, fontSize: theme.fontSize.caption, fontWeight: 700, background: 'rgba(0,0,0,0.7)', color: theme.colors.online })}>
            ● {t('online')}
          </span>
        )}
      </div>
      <div css={(theme) => ({ padding: '8px 2px 0', fontSize: theme.fontSize.small })}>
        <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 700, fontSize: theme.fontSize.lead })}>
          <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{cam.name}</span>
          <span>{cam.age}</span>
        </div>
        <dl css={(theme) => ({ margin: '4px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px', color: theme.colors.textMuted, '& dd': { margin: 0, textAlign: 'right', color: theme.colors.text } })}>
          {languages && (
            <>
              <dt>{t('topCams.languages')}</dt>
              <dd>{languages}</dd>
            </>
          )}
          <dt>{t('topCams.pinned')}</dt>
          <dd>{cam.pinnedCount}</dd>
          {cam.ratingCount >= CHAT_RATINGS_THRESHOLD && (
            // Ratings are shown only from CHAT_RATINGS_THRESHOLD on (spec 000 §5), as on the profile.
            <>
              <dt>{t('topCams.ratings')}</dt>
              <dd>{cam.ratingCount}</dd>
              <dt>{t('topCams.satisfaction')}</dt>
              <dd>{t('profile.ratings.rate', { rate: cam.satisfactionRate })}</dd>
            </>
          )}
          <dt>{t('topCams.videocall')}</dt>
          <dd>{t('pricePerMinute', { price: formatMoney(cam.videocallPrice.value, cam.videocallPrice.currency, language) })}</dd>
        </dl>
      </div>
    </>
  );
  return (
    <li data-testid="top-cam" data-actor-id={cam.id}>
      <TileLink to={link} label={t('topCams.tileLabel', { rank, name: cam.name, age: cam.age })}>
        {body}
      </TileLink>
    </li>
  );
}

/** /top-cams/: the four top lists as tabs; each list loads when its tab is first opened. */
export default function TopCamsPage() {
  const { t } = useTranslation('chat');
  const id = useId();
  const [tab, setTab] = useState<TopCamType>('bestChats');
  const list = useTopCams(tab);

  useDocumentTitle(t('topCams.title'));

  const panelId = `${id}-panel`;
  return (
    <Container as="section">
      <PageHeader title={t('topCams.title')} />
      <Tabs
        items={TOP_CAM_TYPES}
        value={tab}
        onChange={setTab}
        label={t('topCams.lists')}
        idPrefix={`${id}-tab`}
        panelId={panelId}
        text={(type) => t(`topCams.type.${type}`)}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${tab}`} aria-busy={list.isPending} css={{ paddingBottom: 32 }}>
        {list.isPending && (
          <TileGrid>
            {Array.from({ length: 12 }, (_, index) => (
              <li key={index}>
                <Skeleton aspectRatio="4 / 3" />
              </li>
            ))}
          </TileGrid>
        )}
        {list.isError && (
          <LoadError message={t('topCams.error')} retry={() => void list.refetch()} />
        )}
        {list.data &&
          (list.data.topCams.length === 0 ? (
            <p>{t('topCams.empty')}</p>
          ) : (
            <TileGrid label={t(`topCams.type.${tab}`)}>
              {list.data.topCams.map((cam, index) => (
                <TopCamTile key={cam.id} cam={cam} rank={index + 1} eager={index < 6} />
              ))}
            </TileGrid>
          ))}
      </div>
    </Container>
  );
}
