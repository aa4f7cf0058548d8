import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps over the navbar to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The router would treat the hash as a navigation; move focus directly instead.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      css={(theme) => ({
        position: 'absolute',
        left: theme.space(2),
        top: theme.space(2),
        zIndex: 300,
        padding: `${theme.space(2)}px ${theme.space(4)}px`,
        borderRadius: theme.radius,
        background: theme.colors.text,
        color: theme.colors.background,
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
      })}
    >
      {t('skipToContent')}
    </a>
  );
}
