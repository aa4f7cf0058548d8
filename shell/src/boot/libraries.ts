// Importing evaluates: the libraries before the contract and the app, in a task of their own at
// start (src/index.ts).
export { QueryClient } from '@tanstack/react-query';
export { createBrowserRouter } from 'react-router-dom';
export { initReactI18next } from 'react-i18next';
export { ThemeProvider } from '@emotion/react';
