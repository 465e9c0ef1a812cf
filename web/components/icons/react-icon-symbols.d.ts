/** Made by scripts/vite-plugin-react-icons.ts in the server-rendering build (web/entry-server.tsx). */
declare module 'virtual:react-icon-symbols' {
  /** A hash of every symbol's drawing: a page sprite's URL changes with it. */
  export const VERSION: string;
  /** Every icon the web app imports, as an SVG `<symbol id="…">`, by name. */
  export const SYMBOLS: Record<string, string>;
}
