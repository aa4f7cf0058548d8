import { useTranslation } from 'react-i18next';
import { focusRing, formatPrice, usePlatform, type MessengerGift } from '@vx/shared';
import { giftName, ownedLeft, type GiftSelection } from '../Conversation/ComposerGifts';

interface Props {
  gifts: readonly MessengerGift[];
  owned: ReadonlyMap<number, number>;
  selection: GiftSelection;
  onAdd: (giftId: number) => void;
}

/** Gifts per category, in the order the server lists them (the catalogue's own order). */
function byCategory(gifts: readonly MessengerGift[]): [number, MessengerGift[]][] {
  const groups = new Map<number, MessengerGift[]>();
  for (const gift of gifts) groups.set(gift.categoryId, [...(groups.get(gift.categoryId) ?? []), gift]);
  return [...groups];
}

/** The gift catalogue (spec 000 §3 Gift) by category; each gift is added to the message with one click. */
export function GiftPicker({ gifts, owned, selection, onAdd }: Props) {
  const { t } = useTranslation('messenger');
  const { language } = usePlatform();
  return (
    <div data-testid="messenger-gift-picker" css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3), maxHeight: 280, overflowY: 'auto' })}>
      {byCategory(gifts).map(([categoryId, group]) => (
        <section key={categoryId} aria-label={t('messenger.gifts.category', { id: categoryId })}>
          <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: theme.space(2) })}>
            {group.map((gift) => {
              const name = giftName(gift, language);
              const left = ownedLeft(owned, selection, gift.id);
              return (
                <li key={gift.id}>
                  <button
                    type="button"
                    data-testid="messenger-gift"
                    aria-label={t('messenger.gifts.add', { name })}
                    onClick={() => onAdd(gift.id)}
                    css={(theme) => ({
                      width: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: theme.space(1),
                      padding: theme.space(2),
                      font: 'inherit',
                      fontSize: theme.fontSize.caption,
                      color: theme.colors.text,
                      background: theme.colors.surfaceRaised,
                      border: `1px solid ${theme.colors.border}`,
                      borderRadius: theme.radius,
                      cursor: 'pointer',
                      ...focusRing(theme),
                    })}
                  >
                    <img src={gift.imageUrl} alt="" width={48} height={48} css={{ objectFit: 'contain' }} />
                    <span css={{ overflowWrap: 'anywhere' }}>{name}</span>
                    <span>{formatPrice(gift.price, language)}</span>
                    {gift.vip && <span data-testid="messenger-gift-vip">{t('messenger.gifts.vip')}</span>}
                    {left > 0 && <span data-testid="messenger-gift-owned">{t('messenger.gifts.owned', { count: left })}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
