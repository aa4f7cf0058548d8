import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { COMMENT_AVATAR_SIZE, CommentAvatar, initialOf } from './CommentAvatar';

describe('CommentAvatar', () => {
  it('draws the avatar as a small, fixed-size, lazy, decorative picture', () => {
    renderWithPlatform(<CommentAvatar name="Tom" src="/rest/v1/guest/avatar/5/1700000000000" />);
    const picture = screen.getByTestId('comment-avatar');
    expect(picture.getAttribute('src')).toBe('/rest/v1/guest/avatar/5/1700000000000');
    // Empty alt: the name is written beside it, a screen reader should not read it twice.
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual([String(COMMENT_AVATAR_SIZE), String(COMMENT_AVATAR_SIZE)]);
    expect(COMMENT_AVATAR_SIZE).toBeGreaterThanOrEqual(28);
    expect(COMMENT_AVATAR_SIZE).toBeLessThanOrEqual(32);
    expect(screen.queryByTestId('comment-avatar-initial')).toBeNull();
  });

  it.each([null, undefined, ''])('shows the name’s initial on a disc, hidden from screen readers, without an avatar (%p)', (src) => {
    renderWithPlatform(<CommentAvatar name="  tom" src={src} />);
    const disc = screen.getByTestId('comment-avatar-initial');
    expect(disc.textContent).toBe('T');
    expect(disc.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByTestId('comment-avatar')).toBeNull();
  });

  it('falls back to the initial when the picture no longer loads (the avatar was just removed)', () => {
    renderWithPlatform(<CommentAvatar name="Anna" src="/rest/v1/guest/avatar/5/1" />);
    fireEvent.error(screen.getByTestId('comment-avatar'));
    expect(screen.getByTestId('comment-avatar-initial').textContent).toBe('A');
  });

  it('takes the first whole character of the name, upper-cased in the page language', () => {
    expect(initialOf('émile', 'en')).toBe('É');
    expect(initialOf('😀 smile', 'en')).toBe('😀');
    expect(initialOf('istanbul', 'tr')).toBe('İ');
    expect(initialOf('', 'en')).toBe('');
  });
});
