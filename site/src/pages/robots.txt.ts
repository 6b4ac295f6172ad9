import type { APIRoute } from 'astro';

// `/pratinjau` without the slash covers both addresses the preview page answers on.
const DISALLOWED = ['/admin-dashboard', '/login', '/pratinjau'];

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('sitemap-index.xml', site ?? 'http://localhost:3000/').href;
  const rules = DISALLOWED.map((path) => `Disallow: ${path}\n`).join('');
  return new Response(`User-agent: *\nAllow: /\n${rules}\nSitemap: ${sitemap}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
