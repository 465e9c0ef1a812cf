/** The site's name, as page titles end ("Courses | Pathshala"). */
export const SITE_NAME = 'Pathshala';

/**
 * The site's icon, the indigo tile with a white P: web/public/favicon.svg holds exactly this (a test checks), and the
 * API documentation page shows it as its logo.
 */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M16 20h22a10 10 0 0 1 0 20H26v8h-10z" fill="#fff"/></svg>';
