/** The count on a navbar button (new notifications, unread messages); the button's name says it. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      css={(theme) => ({
        position: 'absolute',
        top: 2,
        right: 2,
        minWidth: 18,
        height: 18,
        padding: '0 5px',
        borderRadius: 9,
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        fontSize: theme.fontSize.caption,
        fontWeight: 700,
        lineHeight: '18px',
        textAlign: 'center',
      })}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
