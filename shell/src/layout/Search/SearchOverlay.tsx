import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { focusRing, MIN_SEARCH_LENGTH, usePlatform, visuallyHidden } from '@vx/shared';
import { SEARCH_PATTERN_MAX } from '@vx/shared/search';
import { SearchIcon } from '../Navbar/icons';
import { historyGroups, resultGroups, resultPage, type SearchOption } from './searchOptions';
import { SearchListbox } from './SearchListbox';
import { useGlobalSearch } from './useGlobalSearch';
import { useSearchHistory } from './useSearchHistory';
import { useStoreSearchPattern } from './useStoreSearchPattern';

/**
 * The global search overlay (spec 000 §2, issue 17): a combobox whose listbox shows, as the guest
 * types, the hits grouped by kind, each kind's result page and completions, and below the minimum
 * length the guest's recent searches. Arrow keys move the active option, Enter opens it (with none,
 * the result page), Escape closes the menu (MenuPanel). A submitted search goes into the history
 * and to the query service. The count of hits is read out politely.
 */
export function SearchOverlay({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const navigate = useNavigate();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [cleared, setCleared] = useState(false);
  const search = useGlobalSearch(typed);
  const history = useSearchHistory();
  const storePattern = useStoreSearchPattern();
  const pattern = typed.trim();

  const groups = useMemo(
    () => (search.searching ? (search.hits ? resultGroups(search.hits, platform) : []) : historyGroups(history.entries)),
    [search.searching, search.hits, platform, history.entries],
  );
  const options = groups.flatMap((group) => group.options);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const optionId = (option: SearchOption) => `${id}-option-${options.indexOf(option)}`;
  const active = activeIndex >= 0 ? options[activeIndex] : null;
  const activeId = active ? optionId(active) : undefined;

  // The typed pattern's own answer (not the one before it, shown while it is asked for).
  const answer = search.searching && !search.pending ? search.hits : null;
  const total = groups.reduce((sum, group) => sum + (group.total ?? 0), 0);
  const empty = answer !== null && total === 0 ? t('search.empty', { pattern: answer.searchPattern }) : null;
  const announcement = cleared
    ? t('search.historyCleared')
    : search.failed
      ? t('search.failed')
      : (empty ?? (answer ? t('search.results', { count: total, pattern: answer.searchPattern }) : ''));

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const type = (value: string) => {
    setTyped(value);
    setActiveKey(null);
    setCleared(false);
  };

  const open = (href: string) => {
    if (pattern.length >= MIN_SEARCH_LENGTH) {
      history.add(pattern);
      storePattern(pattern);
    }
    navigate(href);
    onNavigate();
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'search') {
      type(option.search);
      field.current?.focus();
    } else {
      open(option.href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = activeIndex < 0 ? (step > 0 ? 0 : options.length - 1) : (activeIndex + step + options.length) % options.length;
      setActiveKey(options[next].key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) return choose(active);
      const href = pattern.length >= MIN_SEARCH_LENGTH ? resultPage(platform, pattern) : null;
      if (href) open(href);
    }
  };

  const clearHistory = () => {
    history.clear();
    setCleared(true);
    field.current?.focus();
  };

  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const short = pattern.length > 0 && pattern.length < MIN_SEARCH_LENGTH;
  const message = (text: string, testId: string) => (
    <p data-testid={testId} css={(theme) => ({ margin: 0, padding: `${theme.space(3)}px ${theme.space(4)}px`, color: theme.colors.textMuted, overflowWrap: 'anywhere' })}>
      {text}
    </p>
  );

  return (
    <div data-testid="search-overlay" css={(theme) => ({ paddingBottom: theme.space(2) })}>
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(2),
          margin: theme.space(3),
          padding: `0 ${theme.space(3)}px`,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.background,
          color: theme.colors.textMuted,
          '&:focus-within': { borderColor: theme.colors.accent },
        })}
      >
        <SearchIcon size={20} />
        <input
          ref={field}
          // Not type="search": Chromium's Escape would empty the field instead of closing the menu.
          type="text"
          inputMode="search"
          role="combobox"
          aria-label={t('search.field')}
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={short ? hintId : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_PATTERN_MAX}
          value={typed}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          css={(theme) => ({
            flex: 1,
            minWidth: 0,
            height: 44,
            border: 0,
            outline: 'none',
            background: 'transparent',
            color: theme.colors.text,
            font: 'inherit',
            fontSize: theme.fontSize.body,
          })}
        />
      </div>
      {short && (
        <p id={hintId} css={(theme) => ({ margin: 0, padding: `0 ${theme.space(4)}px ${theme.space(2)}px`, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
          {t('search.minLength', { count: MIN_SEARCH_LENGTH })}
        </p>
      )}
      <SearchListbox id={listboxId} groups={groups} activeKey={activeKey} optionId={optionId} onChoose={choose} busy={search.pending} />
      {search.failed && message(t('search.failed'), 'search-failed')}
      {empty && message(empty, 'search-empty')}
      {!search.searching && history.entries.length > 0 && (
        <button
          type="button"
          onClick={clearHistory}
          css={(theme) => ({
            margin: `${theme.space(1)}px ${theme.space(4)}px 0`,
            padding: `${theme.space(2)}px 0`,
            border: 0,
            background: 'none',
            color: theme.colors.text,
            font: 'inherit',
            fontSize: theme.fontSize.small,
            textDecoration: 'underline',
            cursor: 'pointer',
            ...focusRing(theme),
          })}
        >
          {t('search.clearHistory')}
        </button>
      )}
      <div role="status" aria-live="polite" css={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
