import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoursesListAnswer } from '#shared/catalogue/course.ts';
import { courses } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { createCategory } from '../../test/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { courseSearchText } from './search.ts';
import { toBilingual } from '#shared/bilingual.ts';

/**
 * The public list of issue 10: paging, every order, every filter and the search (typo, partial word, Bengali,
 * ranking) on the database the suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let t: TestApp;
const ids: Record<string, string> = {};

interface Fixture {
  key: string;
  name: string;
  description?: string;
  tags?: string;
  instructorName?: string;
  category: string;
  price: number;
  level: 'Beginner' | 'Intermediate' | 'Expert';
  language: 'Bangla' | 'English';
  rating: number;
  purchased: number;
  day: number;
  isActive?: boolean;
}

const fixtures: Fixture[] = [
  {
    key: 'js',
    name: 'JavaScript Programming for Beginners',
    tags: 'web, frontend',
    category: 'Web Development',
    price: 0,
    level: 'Beginner',
    language: 'English',
    rating: 4.5,
    purchased: 100,
    day: 1,
  },
  {
    key: 'python',
    name: 'Advanced Python Data Science',
    category: 'Data Science',
    price: 250000,
    level: 'Expert',
    language: 'English',
    rating: 3,
    purchased: 500,
    day: 2,
  },
  {
    key: 'bangla',
    name: '<p>পাইথন প্রোগ্রামিং শিখুন</p>',
    description: '<p>শূন্য থেকে পাইথন শেখার সম্পূর্ণ কোর্স</p>',
    tags: 'পাইথন',
    instructorName: 'জাহিদ হাসান',
    category: 'Data Science',
    price: 100000,
    level: 'Beginner',
    language: 'Bangla',
    rating: 4.9,
    purchased: 50,
    day: 3,
  },
  {
    key: 'design',
    name: 'Graphic Design Masterclass',
    tags: 'photoshop, illustrator',
    instructorName: 'Nusrat Jahan',
    category: 'Design',
    price: 150000,
    level: 'Intermediate',
    language: 'English',
    rating: 0,
    purchased: 10,
    day: 4,
  },
  {
    key: 'ml',
    name: 'Machine Learning Basics',
    description: '<p>Models and training, with a little python along the way.</p>',
    category: 'Data Science',
    price: 120000,
    level: 'Intermediate',
    language: 'English',
    rating: 4,
    purchased: 200,
    day: 5,
  },
  {
    key: 'hidden',
    name: 'JavaScript Hidden Draft',
    category: 'Web Development',
    price: 0,
    level: 'Beginner',
    language: 'English',
    rating: 5,
    purchased: 999,
    day: 6,
    isActive: false,
  },
];

async function get(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/courses/public/all-previews${query}` });
}
async function list(query: string): Promise<CoursesListAnswer> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CoursesListAnswer;
}
const keysOf = (answer: CoursesListAnswer) =>
  answer.courses.map((c) => Object.keys(ids).find((k) => ids[k] === c._id) ?? c._id);

beforeAll(async () => {
  t = await buildTestApp();
  const categoryIds = new Map<string, string>();
  for (const title of ['Web Development', 'Data Science', 'Design'])
    categoryIds.set(title, await createCategory(t.app, title));
  const rows = await t.app.db
    .insert(courses)
    .values(
      fixtures.map((f) => {
        const name = toBilingual(f.name);
        const description = toBilingual(f.description ?? `<p>All about ${f.name}.</p>`);
        const tags = toBilingual(f.tags ?? '');
        const instructorName = f.instructorName ?? 'Anisul Islam';
        return {
          name,
          description,
          primaryLanguage: name.bn ? ('bn' as const) : ('en' as const),
          tags,
          instructorName,
          categoryId: categoryIds.get(f.category)!,
          pricePoisha: f.price,
          level: f.level,
          language: f.language,
          demoUrl: 'demo',
          ratingsAverage: f.rating,
          reviewCount: f.rating ? 2 : 0,
          purchasedCount: f.purchased,
          salesCount: f.purchased,
          isActive: f.isActive ?? true,
          createdAt: new Date(Date.UTC(2026, 0, f.day)),
          searchText: courseSearchText({ name, description, tags, instructorName }),
        };
      }),
    )
    .returning({ id: courses.id, name: courses.name });
  for (const f of fixtures) ids[f.key] = rows.find((r) => r.name.bn === f.name || r.name.en === f.name)!.id;
  t.app.cache.invalidate(CATALOGUE_CACHE_PREFIX);
});
afterAll(() => t.close());

describe('GET /api/courses/public/all-previews: paging', () => {
  it('answers 12 a page by default with the pagination of the active courses', async () => {
    const answer = await list('');
    expect(keysOf(answer)).toEqual(['ml', 'design', 'bangla', 'python', 'js']);
    expect(answer.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 5,
      limit: 12,
      hasPrev: false,
      hasNext: false,
    });
  });

  it('pages with page and limit, and answers an empty page past the end', async () => {
    const first = await list('?limit=2');
    expect(keysOf(first)).toEqual(['ml', 'design']);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 5,
      limit: 2,
      hasPrev: false,
      hasNext: true,
    });
    const second = await list('?limit=2&page=2');
    expect(keysOf(second)).toEqual(['bangla', 'python']);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasPrev: true, hasNext: true });
    const last = await list('?limit=2&page=3');
    expect(keysOf(last)).toEqual(['js']);
    expect(last.pagination).toMatchObject({ currentPage: 3, hasPrev: true, hasNext: false });
    const past = await list('?limit=2&page=9');
    expect(past.courses).toEqual([]);
    expect(past.pagination).toMatchObject({ currentPage: 9, totalItems: 5, totalPages: 3, hasNext: false });
  });

  it('refuses a limit above 48, a limit or page below 1 and an unknown sort with 400', async () => {
    expect((await list('?limit=48')).pagination.limit).toBe(48);
    for (const query of [
      '?limit=49',
      '?limit=0',
      '?page=0',
      '?page=x',
      '?sort=cheapest',
      '?minRating=6',
      '?price=cheap',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'validation_failed' });
    }
    expect((await get('?limit=49')).json().message).toContain('limit');
  });
});

describe('GET /api/courses/public/all-previews: orders', () => {
  it.each([
    ['newest', ['ml', 'design', 'bangla', 'python', 'js']],
    ['popular', ['python', 'ml', 'js', 'bangla', 'design']],
    ['rating', ['bangla', 'js', 'ml', 'python', 'design']],
    ['price_asc', ['js', 'bangla', 'ml', 'design', 'python']],
    ['price_desc', ['python', 'design', 'ml', 'bangla', 'js']],
    ['relevance', ['ml', 'design', 'bangla', 'python', 'js']],
  ])('sort=%s', async (sort, expected) => {
    expect(keysOf(await list(`?sort=${sort}`))).toEqual(expected);
  });

  it('sorts on the public figures: an admin value replaces the real rating and student count', async () => {
    const design = ids.design!;
    const admin = await signedInUser(t.app, { role: 'admin' });
    for (const [field, adminValue] of [
      ['ratings', 5],
      ['purchased', 9000],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/admin/override',
        headers: { cookie: admin.cookie },
        payload: { courseId: design, field, useOriginal: false, adminValue },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(keysOf(await list('?sort=rating'))[0]).toBe('design');
    expect(keysOf(await list('?sort=popular'))[0]).toBe('design');
    expect(keysOf(await list('?minRating=4.95'))).toEqual(['design']);
    for (const field of ['ratings', 'purchased'])
      await t.app.inject({
        method: 'DELETE',
        url: `/api/courses/admin/override/${design}/${field}`,
        headers: { cookie: admin.cookie },
      });
    expect(keysOf(await list('?sort=rating')).at(-1)).toBe('design');
  });
});

describe('GET /api/courses/public/all-previews: filters', () => {
  it.each([
    ['?category=data%20science', ['ml', 'bangla', 'python']],
    ['?category=Nope', []],
    ['?level=Beginner', ['bangla', 'js']],
    ['?level=Expert', ['python']],
    ['?language=Bangla', ['bangla']],
    ['?language=English', ['ml', 'design', 'python', 'js']],
    ['?price=free', ['js']],
    ['?price=paid', ['ml', 'design', 'bangla', 'python']],
    ['?minRating=4', ['ml', 'bangla', 'js']],
    ['?minRating=4.6', ['bangla']],
    ['?category=Data%20Science&level=Intermediate&price=paid&minRating=3.5', ['ml']],
    ['?category=Data%20Science&sort=price_asc&limit=2', ['bangla', 'ml']],
  ])('%s', async (query, expected) => {
    const answer = await list(query);
    expect(keysOf(answer)).toEqual(expected);
    if (!query.includes('limit')) expect(answer.pagination.totalItems).toBe(expected.length);
  });

  it('counts every matching course while answering one page', async () => {
    const answer = await list('?category=Data%20Science&limit=1&page=2');
    expect(keysOf(answer)).toEqual(['bangla']);
    expect(answer.pagination).toMatchObject({ totalItems: 3, totalPages: 3, currentPage: 2 });
  });
});

describe('GET /api/courses/public/all-previews: search', () => {
  it('finds a course from a word with a typo', async () => {
    expect(keysOf(await list('?search=javscript'))).toEqual(['js']);
    expect(keysOf(await list('?search=masterclas'))).toEqual(['design']);
    expect(keysOf(await list(`?search=${encodeURIComponent('পাইথান')}`))).toEqual(['bangla']);
  });

  it('finds a course from the start of a word', async () => {
    expect(keysOf(await list('?search=prog'))).toEqual(['js']);
    expect(keysOf(await list('?search=photo'))).toEqual(['design']);
    expect(keysOf(await list(`?search=${encodeURIComponent('প্রোগ্রা')}`))).toEqual(['bangla']);
  });

  it('finds Bengali words in the name, description, tags, category and instructor', async () => {
    expect(keysOf(await list(`?search=${encodeURIComponent('পাইথন')}`))).toEqual(['bangla']);
    expect(keysOf(await list(`?search=${encodeURIComponent('সম্পূর্ণ কোর্স')}`))).toEqual(['bangla']);
    expect(keysOf(await list(`?search=${encodeURIComponent('জাহিদ')}`))).toEqual(['bangla']);
  });

  it('searches the instructor and the category, and finds nothing for an unrelated word or a hidden course', async () => {
    expect(keysOf(await list('?search=nusrat'))).toEqual(['design']);
    expect(keysOf(await list('?search=design'))).toEqual(['design']);
    expect(keysOf(await list('?search=kotlin'))).toEqual([]);
    expect(keysOf(await list('?search=hidden'))).toEqual([]);
    expect(keysOf(await list('?search=100%25_'))).toEqual([]);
  });

  it('ranks a match in the name above one in the description, and every word must match', async () => {
    expect(keysOf(await list('?search=python'))).toEqual(['python', 'ml']);
    expect(keysOf(await list('?search=python%20machine'))).toEqual(['ml']);
    // An explicit order wins over relevance.
    expect(keysOf(await list('?search=python&sort=newest'))).toEqual(['ml', 'python']);
  });

  it('keeps the spec’s title as an alias; search wins when both are sent', async () => {
    expect(keysOf(await list('?title=javscript'))).toEqual(['js']);
    expect(keysOf(await list('?title=javscript&search=masterclass'))).toEqual(['design']);
    const filtered = await list('?title=python&language=English&minRating=3.5');
    expect(keysOf(filtered)).toEqual(['ml']);
    expect(filtered.pagination.totalItems).toBe(1);
  });

  it('answers the card fields only, the description as short plain text', async () => {
    const [card] = (await list('?search=machine%20learning')).courses;
    expect(Object.keys(card!).sort()).toEqual(
      [
        '_id',
        'name',
        'description',
        'price',
        'estimatedPrice',
        'thumbnail',
        'level',
        'language',
        'categories',
        'instructor',
        'instructorName',
        'ratings',
        'reviews',
        'purchased',
        'totalVideos',
        'duration',
      ].sort(),
    );
    expect(card!.description).toBe('Models and training, with a little python along the way.');
  });
});

describe('GET /api/courses/admin/list', () => {
  const adminList = async (query: string, cookie?: string) => {
    const headers = { cookie: cookie ?? (await signedInUser(t.app, { role: 'admin' })).cookie };
    return t.app.inject({ method: 'GET', url: `/api/courses/admin/list${query}`, headers });
  };
  const keys = (body: { courses: { _id: string }[] }) =>
    body.courses.map((c) => Object.keys(ids).find((k) => ids[k] === c._id) ?? c._id);

  it('pages every course, hidden ones too, newest first, with the stat cards over all of them', async () => {
    const res = await adminList('?limit=4');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(keys(body)).toEqual(['hidden', 'ml', 'design', 'bangla']);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 6,
      limit: 4,
      hasPrev: false,
      hasNext: true,
    });
    // the average of the five rated courses (4.5, 3, 4.9, 4, 5): the unrated one is left out, not counted as 0
    expect(body.stats).toEqual({ total: 6, active: 5, sales: 1859, avgRating: 4.28 });
    expect(body.courses[0]).toEqual({
      _id: ids.hidden,
      name: { bn: '', en: 'JavaScript Hidden Draft' },
      primaryLanguage: 'en',
      missing: ['bn'],
      isActive: false,
      ratings: 5,
      purchased: 999,
      overrides: {
        ratings: { useOriginal: true, adminValue: null },
        purchased: { useOriginal: true, adminValue: null },
      },
      original: { ratings: 5, purchased: 999 },
      createdAt: '2026-01-06T00:00:00.000Z',
    });
  });

  it('counts real sales on the Total Sales card, not an admin override of a course’s sales', async () => {
    const admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
    const override = await t.app.inject({
      method: 'POST',
      url: '/api/courses/admin/override',
      headers: { cookie: admin },
      payload: { courseId: ids.design, field: 'purchased', useOriginal: false, adminValue: 1234 },
    });
    expect(override.statusCode).toBe(200);
    try {
      const body = (await adminList('', admin)).json();
      expect(body.stats.sales).toBe(1859);
      expect(body.courses.find((c: { _id: string }) => c._id === ids.design)).toMatchObject({ purchased: 1234 });
    } finally {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/courses/admin/override/${ids.design}/purchased`,
        headers: { cookie: admin },
      });
    }
  });

  it.each([
    ['?status=hidden', ['hidden']],
    ['?status=active&sort=oldest', ['js', 'python', 'bangla', 'design', 'ml']],
    ['?sort=sales&limit=3', ['hidden', 'python', 'ml']],
    ['?sort=rating&limit=2', ['hidden', 'bangla']],
    ['?sort=name&limit=3', ['bangla', 'python', 'design']],
    ['?search=javscript', ['hidden', 'js']],
    ['?search=javscript&status=active', ['js']],
  ])('%s', async (query, expected) => {
    const res = await adminList(query);
    expect(res.statusCode, res.body).toBe(200);
    expect(keys(res.json())).toEqual(expected);
  });

  it('is for admins only and refuses an unknown status', async () => {
    const learner = (await signedInUser(t.app)).cookie;
    expect((await adminList('', learner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/courses/admin/list' })).statusCode).toBe(401);
    expect((await adminList('?status=deleted')).statusCode).toBe(400);
  });
});

describe('GET /api/courses/public/suggestions', () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/courses/public/suggestions?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; suggestions: { _id: string; name: string }[] };
  };

  it('suggests course names as plain text, best match first, for a partial or misspelt word', async () => {
    expect(await suggest('pyth')).toEqual({
      success: true,
      suggestions: [
        { _id: ids.python, name: 'Advanced Python Data Science' },
        { _id: ids.ml, name: 'Machine Learning Basics' },
      ],
    });
    expect((await suggest('javscript')).suggestions).toEqual([
      { _id: ids.js, name: 'JavaScript Programming for Beginners' },
    ]);
    expect((await suggest('পাইথ')).suggestions).toEqual([{ _id: ids.bangla, name: 'পাইথন প্রোগ্রামিং শিখুন' }]);
  });

  it('suggests nothing under 2 characters and at most 6 courses', async () => {
    expect((await suggest('p')).suggestions).toEqual([]);
    expect((await suggest('  ')).suggestions).toEqual([]);
    const extra = Array.from({ length: 8 }, (_, i) => ({
      name: toBilingual(`Spreadsheet skills ${i}`),
      description: toBilingual('<p>Cells.</p>'),
      primaryLanguage: 'en' as const,
      pricePoisha: 0,
      level: 'Beginner' as const,
      demoUrl: 'demo',
      searchText: courseSearchText({
        name: toBilingual(`Spreadsheet skills ${i}`),
        description: toBilingual('Cells.'),
        tags: toBilingual(''),
        instructorName: '',
      }),
    }));
    await t.app.db.insert(courses).values(extra);
    const many = await suggest('spreadsheet');
    expect(many.suggestions).toHaveLength(6);
    expect(many.suggestions.every((s) => s.name.startsWith('Spreadsheet skills'))).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `/api/courses/public/suggestions?q=${'x'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});
