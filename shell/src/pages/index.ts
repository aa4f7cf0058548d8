/** The shell's own pages, each its own chunk. */
export const pages = {
  home: () => import('./Home/HomePage'),
  termsOfService: () => import('./Legal/TermsOfServicePage'),
  dataProtection: () => import('./Legal/DataProtectionPage'),
  notFound: () => import('./NotFound/NotFoundPage'),
};
