/**
 * A provider's checkout page inside a flow's dialog (the demo payment provider's, the age
 * verification's). Sandboxed: it may post its forms and tell the shell how it ended (postMessage),
 * nothing more of the shell's page.
 */
export function ProviderCheckout({ src, title, testId, maxHeight }: { src: string; title: string; testId: string; maxHeight: number }) {
  return (
    <iframe
      src={src}
      title={title}
      data-testid={testId}
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      css={(theme) => ({
        display: 'block',
        width: '100%',
        height: `min(70dvh, ${maxHeight}px)`,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        // The provider's page is its own, light, whatever the brand's theme.
        background: '#ffffff',
      })}
    />
  );
}
