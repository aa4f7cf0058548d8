import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Container, mq, PageHeader, useDocumentTitle, usePlatform } from '@vx/shared';
import { MyAreaNav } from './MyAreaNav';

interface Props {
  /** The page's heading and document title. */
  title: string;
  /** What stands under the heading (a lead, a count). */
  header?: ReactNode;
  /** The page's content, rendered for a logged-in guest only. */
  children: ReactNode;
}

/**
 * The frame of every MyVisitX page: heading, the sub-navigation (side column from md up, a row that
 * scrolls sideways below) and the page. A visitor gets the login flow at once and a short text with
 * a login button; the page shows itself once the guest has logged in, on the same URL.
 */
export function MyAreaLayout({ title, header, children }: Props) {
  const { t } = useTranslation('myarea');
  const { guest, openFlow } = usePlatform();
  useDocumentTitle(title);
  const loggedIn = guest.isLoggedIn;
  // Once per visit of the page: closing the dialog leaves the text and the button, not a loop.
  const asked = useRef(false);
  useEffect(() => {
    if (loggedIn || asked.current) return;
    asked.current = true;
    void openFlow('login');
  }, [loggedIn, openFlow]);

  return (
    <Container>
      <PageHeader title={title}>{loggedIn ? header : null}</PageHeader>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space(4),
          gridTemplateColumns: 'minmax(0, 1fr)',
          [mq.md]: { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' },
        })}
      >
        <MyAreaNav />
        <div data-testid="myarea-content" css={{ minWidth: 0 }}>
          {loggedIn ? (
            children
          ) : (
            <section css={(theme) => ({ display: 'grid', gap: theme.space(3), justifyItems: 'start' })}>
              <p css={{ margin: 0 }}>{t('layout.loginRequired')}</p>
              <Button onClick={() => void openFlow('login')}>{t('layout.login')}</Button>
            </section>
          )}
        </div>
      </div>
    </Container>
  );
}
