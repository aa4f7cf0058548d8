import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MIN_SEARCH_LENGTH } from '@vx/shared';
import { MEDIATHEK_ORDERS, type MediathekChoice, type MediathekOrder } from '../../queries/mediathek';

interface Props {
  choice: MediathekChoice;
  onChange: (choice: MediathekChoice) => void;
}

/**
 * The search (applied on submit, so typing sends no request a key) and the order of the library;
 * an order applies at once.
 */
export function MediathekControls({ choice, onChange }: Props) {
  const { t } = useTranslation('myarea');
  const [text, setText] = useState(choice.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...choice, search: text.trim() });
  };
  const control = (theme: import('@emotion/react').Theme) => ({
    font: 'inherit',
    minHeight: 40,
    padding: `0 ${theme.space(2)}px`,
    borderRadius: theme.radius,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
  });
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'end', marginBottom: theme.space(4) })}>
      <form role="search" onSubmit={submit} css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'end', flex: '1 1 240px' })}>
        <label css={{ display: 'grid', gap: 4, flex: 1, minWidth: 0 }}>
          <span css={{ fontWeight: 600 }}>{t('mediathek.search')}</span>
          <input
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('mediathek.searchHint', { count: MIN_SEARCH_LENGTH })}
            css={control}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('mediathek.searchSubmit')}
        </Button>
      </form>
      <label css={{ display: 'grid', gap: 4 }}>
        <span css={{ fontWeight: 600 }}>{t('mediathek.order')}</span>
        <select value={choice.order} onChange={(event) => onChange({ ...choice, order: event.target.value as MediathekOrder })} css={control}>
          {MEDIATHEK_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`mediathek.orders.${order}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
