import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointRoutesOnly } from './scripts/vite-plugin-endpoint-routes.ts';
import { sharedChunks } from './scripts/vite-plugin-shared-chunks.ts';
import { reactIconsPerIcon } from './scripts/vite-plugin-react-icons.ts';
import { inlineThemeInit } from './scripts/vite-plugin-theme-init.ts';

const shared = sharedChunks({
  entry: '/web/boot.ts',
  app: '/web/main.tsx',
  publicPages: [
    '/web/features/home/home-page.tsx',
    '/web/features/catalogue/courses-page.tsx',
    '/web/app/course-page-route.tsx',
    '/web/features/content/about-page.tsx',
    '/web/features/content/faq-page.tsx',
    '/web/features/content/privacy-page.tsx',
  ],
  minPublicPages: 3,
});

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [shared.plugin, endpointRoutesOnly(), reactIconsPerIcon(), inlineThemeInit(), react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: each entry's chunks and what they import. (The JavaScript budget is counted in the
    // browser, e2e/js-budget.spec.ts, not from this manifest.)
    manifest: true,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before its first render, in two files instead of the five pieces the bundler would
            // otherwise cut it into (fewer requests, and a gzip stream compresses better whole: issue 12's JavaScript
            // budget). The router is a file of its own so that web/boot.ts can have it evaluated in a task of its own,
            // after React's (decision 0048).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]|[\\/]web[\\/]lib[\\/]react-dom-client\.ts$/,
              priority: 10,
            },
            {
              name: 'router',
              test: /node_modules[\\/]react-router[\\/]/,
              priority: 10,
            },
            // The app's module and what it imports statically, one file; what most public pages share, another
            // (scripts/vite-plugin-shared-chunks.ts, decision 0051). Not their dependencies too: what web/boot.ts also
            // imports stays in the entry's file, and the app imports it from there. React DOM's client is imported
            // through web/lib/react-dom-client.ts, in `framework`, so that the entry needs no interop helpers.
            { name: 'main', test: shared.inApp, priority: 5, includeDependenciesRecursively: false },
            { name: 'public', test: shared.inPublic, priority: 4, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
