import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES_MAX_PAGE_SIZE } from '#shared/catalogue/list-options.ts';
import { htmlToText } from '#shared/html-text.ts';
import { runSeeders } from '../db/seed/index.ts';
import { projectRoot } from '../paths.ts';
import { DEMO_LEARNER } from '../db/seed/catalogue/people.ts';
import { signedInUser, signIn } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { inProcessFetch, type SsrModule } from './spa.ts';

// Issue 38: each server render has its own API client and query client, so renders that overlap never mix their
// readers' data. The real server rendering (web/entry-server.tsx, built here as the build builds it) renders pages
// concurrently through the app's own in-process transport (spa.ts), each for a reader of its own: a course of its
// own, a language and an address; every request a render makes must be its own reader's.
const outDir = path.join(projectRoot, '.tmp', `test-ssr-${process.pid}`);
let t: TestApp;
let ssr: SsrModule;
let courses: { _id: string; name: string }[];
/** The course page's "Course content" heading in each language, from the web app's catalogues (read as data). */
const heading = (language: 'en' | 'bn') =>
  (
    JSON.parse(fs.readFileSync(path.join(projectRoot, `web/i18n/locales/${language}/catalogue.json`), 'utf8')) as {
      course: { content: string };
    }
  ).course.content;

beforeAll(async () => {
  execFileSync(
    process.execPath,
    [
      path.join(projectRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'entry-server.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: projectRoot, stdio: 'inherit' },
  );
  t = await buildTestApp();
  await runSeeders(t.database.db, () => undefined);
  ssr = (await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as SsrModule;
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/courses/public/all-previews?limit=${COURSES_MAX_PAGE_SIZE}`,
  });
  courses = (list.json() as { courses: { _id: string; name: string }[] }).courses;
}, 180_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

const ROUNDS = 20;
const CONCURRENT = 50;
const PREVIEW = /^\/api\/courses\/public\/preview\/([^/?]+)/;
const REVIEWS = /^\/api\/reviews\/course\/([^/?]+)/;

describe('concurrent server renders', () => {
  it(`keep each reader's data: ${ROUNDS} rounds of ${CONCURRENT} course pages at once, each for another course, language and address`, async () => {
    expect(courses.length).toBeGreaterThanOrEqual(5);
    const mixed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const readers = Array.from({ length: CONCURRENT }, (_, i) => ({
        course: courses[(round + i) % courses.length]!,
        language: i % 2 === 0 ? ('en' as const) : ('bn' as const),
        ip: `10.${round}.${Math.floor(i / 10)}.${(i % 10) + 1}`,
        asked: [] as string[],
      }));
      const pages = await Promise.all(
        readers.map((reader) => {
          const transport = inProcessFetch(t.app, { ip: reader.ip });
          // what this render asked its own transport for (the app answers it from the reader's address)
          const fetch: typeof globalThis.fetch = (input, init) => {
            reader.asked.push(String(input));
            return transport(input, init);
          };
          return ssr.render({ url: `/course/${reader.course._id}`, language: reader.language, fetch });
        }),
      );
      pages.forEach((page, i) => {
        const reader = readers[i]!;
        const who = `round ${round}, render ${i} (${reader.course._id}, ${reader.language}, ${reader.ip})`;
        if (page.kind !== 'page') return void mixed.push(`${who}: ${page.kind}`);
        const state = page.state as { language: string; queries: { queries: { queryKey: unknown[] }[] } };
        const coursesAsked = reader.asked.flatMap((url) => {
          const id = PREVIEW.exec(url)?.[1] ?? REVIEWS.exec(url)?.[1];
          return id ? [id] : [];
        });
        const coursesKept = state.queries.queries.flatMap(({ queryKey }) =>
          queryKey[1] === 'preview' ? [String(queryKey[2])] : [],
        );
        const title = heading(reader.language);
        if (page.status !== 200) mixed.push(`${who}: status ${page.status}`);
        // rendered in one pass, each boundary complete in place: no inline script moves anything (the CSP allows none)
        if (/<script|<template/.test(page.html)) mixed.push(`${who}: an inline script or template`);
        if (page.unloaded?.length) mixed.push(`${who}: read ${page.unloaded.join(', ')} without loading it`);
        if (coursesAsked.length === 0 || coursesAsked.some((id) => id !== reader.course._id))
          mixed.push(`${who}: asked for ${coursesAsked.join(', ')}`);
        if (coursesKept.join() !== reader.course._id) mixed.push(`${who}: its data holds ${coursesKept.join(', ')}`);
        if (state.language !== reader.language) mixed.push(`${who}: rendered in ${state.language}`);
        if (!page.html.includes(`>${title}<`)) mixed.push(`${who}: no "${title}" heading`);
        for (const other of courses)
          if (other._id !== reader.course._id && page.html.includes(other._id))
            mixed.push(`${who}: shows ${other._id}`);
      });
    }
    expect(mixed).toEqual([]);
  }, 600_000);

  it('gives each page the head its render declared: one builder (web/lib/head.tsx), one title format', async () => {
    const json = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;
    const { layout } = await json<{ layout: { banner: { title: string } } }>('/api/layouts/public/layout/Banner');
    const { aboutPage } = await json<{ aboutPage: { title: string } }>('/api/about-page/get-content');
    const { course } = await json<{ course: { name: string } }>(`/api/courses/public/preview/${courses[0]!._id}`);
    const headOf = async (url: string) => {
      const page = await ssr.render({ url, language: 'en', fetch: inProcessFetch(t.app, { ip: '10.9.9.9' }) });
      return page.kind === 'page' ? page.head : undefined;
    };
    expect((await headOf('/'))?.title).toBe(htmlToText(layout.banner.title));
    expect((await headOf('/about'))?.title).toBe(`${htmlToText(aboutPage.title)} | Pathshala`);
    expect((await headOf('/faq'))?.title).toBe('Frequently Asked Questions | Pathshala');
    const coursePage = await headOf(`/course/${courses[0]!._id}`);
    expect(coursePage?.title).toBe(`${htmlToText(course.name)} | Pathshala`);
    expect(coursePage?.jsonLd).toMatchObject({ '@type': 'Course', name: htmlToText(course.name) });
  });

  it('renders each learner their own pages: two learners at once, 10 rounds of 20 renders, each only its own data', async () => {
    const demo = { name: DEMO_LEARNER.name, cookie: await signIn(t.app, DEMO_LEARNER.email, DEMO_LEARNER.password) };
    const other = await signedInUser(t.app, { name: 'Another Learner Entirely' });
    const me = async (cookie: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } })).json() as {
          user: { _id: string; courses: { courseId: string }[] };
        }
      ).user;
    const demoUser = await me(demo.cookie);
    const owned = demoUser.courses[0]!.courseId;
    const readers = [
      { id: demoUser._id, name: demo.name, cookie: demo.cookie, owns: true },
      { id: (await me(other.cookie))._id, name: other.user.name, cookie: other.cookie, owns: false },
    ];
    const mixed: string[] = [];
    for (let round = 0; round < 10; round++) {
      const renders = Array.from({ length: 20 }, (_, i) => ({
        reader: readers[i % 2]!,
        url: [`/course-access/${owned}`, '/profile', '/profile/orders', '/payment/result'][Math.floor(i / 2) % 4]!,
      }));
      const pages = await Promise.all(
        renders.map(({ reader, url }) =>
          ssr.render({
            url,
            language: round % 2 === 0 ? 'en' : 'bn',
            fetch: inProcessFetch(t.app, { ip: '10.8.0.1', cookie: reader.cookie }),
            signedIn: true,
          }),
        ),
      );
      pages.forEach((page, i) => {
        const { reader, url } = renders[i]!;
        const who = `round ${round}, ${url} for ${reader.name}`;
        if (page.kind !== 'page') return void mixed.push(`${who}: ${page.kind}`);
        const state = page.state as { user?: { _id: string }; queries: { queries: { queryKey: unknown[] }[] } };
        const otherReader = readers.find((r) => r !== reader)!;
        if (state.user?._id !== reader.id) mixed.push(`${who}: rendered for ${state.user?._id}`);
        if (page.unloaded?.length) mixed.push(`${who}: read ${page.unloaded.join(', ')} without loading it`);
        if (JSON.stringify(state).includes(otherReader.id) || page.html.includes(otherReader.name))
          mixed.push(`${who}: holds the other learner's data`);
        if (url === '/profile' && !page.html.includes(reader.name)) mixed.push(`${who}: does not name its reader`);
        const content = state.queries.queries.some(({ queryKey }) => queryKey[1] === 'content');
        if (url.startsWith('/course-access') && content !== reader.owns) mixed.push(`${who}: content ${content}`);
      });
    }
    expect(mixed).toEqual([]);
  }, 300_000);

  it('draws a learner page in the browser when the render has no session', async () => {
    const page = await ssr.render({
      url: '/profile',
      language: 'en',
      fetch: inProcessFetch(t.app, { ip: '10.8.0.2' }),
    });
    expect(page.kind).toBe('browser');
  });
});
