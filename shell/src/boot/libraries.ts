// Importing evaluates: the libraries and the contract (with the protocol's schemas) before the app
// itself, in a task of their own at start (src/index.ts).
export { QueryClient } from '@tanstack/react-query';
export { createBrowserRouter } from 'react-router-dom';
export { initReactI18next } from 'react-i18next';
export { ThemeProvider } from '@emotion/react';
export { themes } from '@vx/shared';
