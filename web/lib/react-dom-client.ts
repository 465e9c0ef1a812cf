/**
 * React DOM's client, as an ES module of the `framework` file (vite.config.ts): web/boot.ts has it evaluated in a task
 * of its own by importing this, without the CommonJS interop helpers a dynamic import of `react-dom/client` itself
 * would put in the entry's file (decision 0051).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
