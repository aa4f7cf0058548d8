import { useTranslation } from 'react-i18next';
import { focusRing, formatPrice, usePlatform, type ToyControl } from '@vx/shared';

interface Props {
  toys: readonly ToyControl[];
  selectedId: number | null;
  onPick: (toy: ToyControl) => void;
}

/** The toy commands (spec 000 §3 toy control): name, how long the toy runs, a random pattern or not, the price. */
export function ToyControlPicker({ toys, selectedId, onPick }: Props) {
  const { t } = useTranslation('messenger');
  const { language } = usePlatform();
  return (
    <ul
      aria-label={t('messenger.toyControl.catalogue')}
      data-testid="messenger-toy-picker"
      css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: theme.space(2), maxHeight: 280, overflowY: 'auto' })}
    >
      {toys.map((toy) => (
        <li key={toy.id}>
          <button
            type="button"
            data-testid="messenger-toy"
            aria-pressed={toy.id === selectedId}
            aria-label={t('messenger.toyControl.choose', { name: toy.displayName })}
            onClick={() => onPick(toy)}
            css={(theme) => ({
              width: '100%',
              display: 'flex',
              flexDirection: 'column',
              gap: theme.space(1),
              padding: theme.space(2),
              font: 'inherit',
              fontSize: theme.fontSize.caption,
              textAlign: 'left',
              color: theme.colors.text,
              background: theme.colors.surfaceRaised,
              border: `1px solid ${toy.id === selectedId ? theme.colors.primary : theme.colors.border}`,
              borderRadius: theme.radius,
              cursor: 'pointer',
              ...focusRing(theme),
            })}
          >
            <strong css={{ overflowWrap: 'anywhere' }}>{toy.displayName}</strong>
            <span>{t('messenger.toyControl.duration', { count: toy.duration })}</span>
            {toy.random && <span data-testid="messenger-toy-random">{t('messenger.toyControl.random')}</span>}
            <span>{formatPrice(toy.price, language)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
