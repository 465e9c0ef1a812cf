import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { renderMeta } from './spa.ts';

// A page's head is its render's (web/lib/head.tsx; the rendered pages' heads are tested in spa-render.test.ts):
// a page the browser draws gets the site's, the admin area's is kept out of search engines.
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-head-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><!--page-meta--><title>x</title><!--/page-meta--></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webRoot: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const titleOf = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1], body: res.body };
};

describe('the head of a page the server does not render', () => {
  it('keeps the admin area out of search engines', async () => {
    for (const url of ['/admin', '/admin/users', '/admin/update-course/abc']) {
      const { title, body } = await titleOf(url);
      expect(title, url).toBe('Admin | Pathshala');
      expect(body).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    expect((await titleOf('/administrators')).body).not.toContain('noindex');
  });

  it('is the site’s own elsewhere', async () => {
    expect((await titleOf('/profile')).title).toBe('Pathshala');
  });

  it('writes a rendered head as text: rich text loses its tags, and nothing can open markup', () => {
    const tags = renderMeta(
      {
        title: '<p><strong>Privacy</strong> &amp; <em>Cookies</em> | Pathshala</p>',
        description: '<p>What we <u>keep</u> "here"</p>',
      },
      'http://localhost:3000/privacy',
    );
    expect(tags).toContain('<title>Privacy &amp; Cookies | Pathshala</title>');
    expect(tags).toContain('<meta name="description" content="What we keep &quot;here&quot;" />');
    expect(tags).not.toContain('<strong>');
  });
});
