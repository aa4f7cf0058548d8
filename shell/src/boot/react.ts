// Importing evaluates: React DOM alone takes a task of its own at start (src/index.ts).
export { createRoot } from 'react-dom/client';
