import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { QuestionBody } from '#shared/learning/questions.ts';
import { bankQuestions } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse } from '../../test/catalogue.ts';

let t: TestApp;
let admin: string;
let learner: string;
let course: AdminCourse;
let other: AdminCourse;

const url = (courseId: string, tail = '') => `/api/admin/courses/${courseId}/questions${tail}`;
const post = (courseId: string, payload: QuestionBody, cookie = admin) =>
  t.app.inject({ method: 'POST', url: url(courseId), headers: { cookie }, payload });
const importCsv = (courseId: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: url(courseId, '/import'),
    headers: { cookie: admin, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
const count = async () => (await t.app.db.select().from(bankQuestions)).length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  learner = (await signedInUser(t.app)).cookie;
  await createCategory(t.app, 'Science');
  course = await createCourse(t.app, admin, courseBody('Science'));
  other = await createCourse(t.app, admin, courseBody('Science', { name: 'Other' }));
});
afterAll(() => t.close());

describe('the question bank', () => {
  it('keeps each of the five types with its key, texts in both languages and tags', async () => {
    const single = await post(course._id, {
      type: 'single',
      text: { bn: '<p>বাংলাদেশের রাজধানী কোনটি?</p>', en: '<p>Which is the capital of Bangladesh?</p>' },
      options: [{ text: 'ঢাকা' }, { text: 'Chattogram' }],
      correctOptions: [0],
      explanation: 'ঢাকা রাজধানী।',
      points: 2,
      tags: ['ভূগোল', ' Geography ', 'ভূগোল'],
    });
    expect(single.statusCode).toBe(201);
    expect(single.json().question).toMatchObject({
      type: 'single',
      text: { bn: '<p>বাংলাদেশের রাজধানী কোনটি?</p>', en: '<p>Which is the capital of Bangladesh?</p>' },
      options: [{ text: { bn: 'ঢাকা', en: '' } }, { text: { bn: '', en: 'Chattogram' } }],
      correctOptions: [0],
      explanation: { bn: 'ঢাকা রাজধানী।', en: '' },
      points: 2,
      tags: ['ভূগোল', 'Geography'],
    });
    const multiple = await post(course._id, {
      type: 'multiple',
      text: 'Prime numbers?',
      options: [{ text: '2' }, { text: '3' }, { text: '4' }],
      correctOptions: [0, 1],
      partialCredit: true,
    });
    expect(multiple.json().question).toMatchObject({ correctOptions: [0, 1], partialCredit: true });
    const trueFalse = await post(course._id, { type: 'true_false', text: 'পৃথিবী গোল।', correctOptions: [0] });
    expect(trueFalse.json().question.options.map((o: { text: unknown }) => o.text)).toEqual([
      { bn: 'সত্য', en: 'True' },
      { bn: 'মিথ্যা', en: 'False' },
    ]);
    const numeric = await post(course._id, { type: 'numeric', text: 'π?', numericAnswer: 3.14, tolerance: 0.01 });
    expect(numeric.json().question).toMatchObject({ numericAnswer: 3.14, tolerance: 0.01, options: [] });
    const short = await post(course._id, {
      type: 'short_text',
      text: 'Capital?',
      acceptedAnswers: ['Dhaka', ' ঢাকা '],
    });
    expect(short.json().question.acceptedAnswers).toEqual(['Dhaka', 'ঢাকা']);

    const list = await t.app.inject({ url: url(course._id), headers: { cookie: admin } });
    expect(list.json().questions).toHaveLength(5);
    expect(list.json().tags).toEqual(expect.arrayContaining(['ভূগোল', 'Geography']));
    const byTag = await t.app.inject({ url: url(course._id, '?tag=geography'), headers: { cookie: admin } });
    expect(byTag.json().questions).toHaveLength(0); // tags match as written (normalised, case kept)
    const byBengaliTag = await t.app.inject({
      url: url(course._id, `?tag=${encodeURIComponent('ভূগোল')}`),
      headers: { cookie: admin },
    });
    expect(byBengaliTag.json().questions).toHaveLength(1);
  });

  it('refuses a question its type cannot hold, with the reason, and stores nothing', async () => {
    const before = await count();
    const cases: [QuestionBody, string][] = [
      [
        { type: 'single', text: '', options: [{ text: 'a' }, { text: 'b' }], correctOptions: [0] },
        'Question text is required (in Bengali or English)',
      ],
      [
        { type: 'single', text: 'Q', options: [{ text: 'a' }], correctOptions: [0] },
        'A choice question needs at least two options',
      ],
      [
        { type: 'single', text: 'Q', options: [{ text: 'a' }, { text: 'b' }], correctOptions: [0, 1] },
        'A single-choice question has exactly one correct option',
      ],
      [
        { type: 'multiple', text: 'Q', options: [{ text: 'a' }, { text: 'b' }], correctOptions: [2] },
        'A correct option must be one of the options',
      ],
      [
        { type: 'multiple', text: 'Q', options: [{ text: 'a' }, { text: ' ' }], correctOptions: [0] },
        'An option cannot be empty',
      ],
      [{ type: 'numeric', text: 'Q' }, 'Enter the correct number'],
      [{ type: 'short_text', text: 'Q', acceptedAnswers: [' '] }, 'Enter at least one accepted answer'],
      [
        { type: 'single', text: 'Q', options: [{ text: 'a' }, { text: 'b' }], correctOptions: [0], points: 0 },
        'Points must be more than 0',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(course._id, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('sanitises the texts as other rich text, keeping images of stored uploads', async () => {
    const res = await post(course._id, {
      type: 'numeric',
      numericAnswer: 1,
      text: {
        en:
          '<p onclick="x()">Look <img src="/uploads/questions/a.webp" alt="graph" onerror="alert(1)">' +
          '<img src="javascript:alert(1)"><img src="http://plain.example/a.png"><script>alert(1)</script></p>',
        bn: '',
      },
      explanation: '<iframe src="https://evil.example"></iframe><strong>Because</strong>',
    });
    expect(res.json().question.text.en).toBe('<p>Look <img src="/uploads/questions/a.webp" alt="graph" /></p>');
    expect(res.json().question.explanation.en).toBe('<strong>Because</strong>');
  });

  it('is for admins only', async () => {
    expect((await post(course._id, { type: 'numeric', text: 'Q', numericAnswer: 1 }, learner)).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(course._id) })).statusCode).toBe(401);
  });

  it('edits a question keeping its options’ ids, and deletes it', async () => {
    const created = (
      await post(course._id, {
        type: 'single',
        text: 'Edit me',
        options: [{ text: 'a' }, { text: 'b' }],
        correctOptions: [0],
      })
    ).json().question;
    const [a, b] = created.options;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${created._id}`,
      headers: { cookie: admin },
      payload: {
        type: 'single',
        text: 'Edited',
        options: [{ _id: b._id, text: 'b' }, { _id: a._id, text: 'a2' }, { text: 'c' }],
        correctOptions: [1],
      },
    });
    expect(put.statusCode).toBe(200);
    const edited = put.json().question;
    expect(edited.options.slice(0, 2).map((o: { _id: string }) => o._id)).toEqual([b._id, a._id]);
    expect(edited.correctOptions).toEqual([1]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/questions/${created._id}`,
      headers: { cookie: admin },
    });
    expect(del.json().message).toBe('Question deleted');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/questions/${created._id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });
});

const HEADER = 'type,text_bn,text_en,options,correct,explanation,points,tags';

describe('CSV import and export', () => {
  it('imports a file of every type in Bengali and English', async () => {
    const csv = [
      `\uFEFF${HEADER}`,
      'single,বাংলাদেশের রাজধানী?,Capital of Bangladesh?,ঢাকা|খুলনা|Sylhet,1,ঢাকা রাজধানী,১,ভূগোল|অধ্যায় ১',
      'multiple,,Primes?,2|3|4,1|2,,2,math',
      'true_false,পৃথিবী গোল,,,সত্য,,1,',
      'numeric,"π এর মান, দুই ঘর?",,,৩.১৪±০.০১,,1,math',
      'short_text,,"Say ""hi""",,hi|hello,,0.5,',
    ].join('\r\n');
    const res = await importCsv(other._id, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, imported: 5 });
    const list = (await t.app.inject({ url: url(other._id), headers: { cookie: admin } })).json().questions;
    expect(list[0]).toMatchObject({
      type: 'single',
      text: { bn: 'বাংলাদেশের রাজধানী?', en: 'Capital of Bangladesh?' },
      correctOptions: [0],
      points: 1,
      tags: ['ভূগোল', 'অধ্যায় ১'],
      explanation: { bn: 'ঢাকা রাজধানী', en: '' },
    });
    expect(list[2]).toMatchObject({ type: 'true_false', correctOptions: [0] });
    expect(list[3]).toMatchObject({ numericAnswer: 3.14, tolerance: 0.01, text: { bn: 'π এর মান, দুই ঘর?' } });
    expect(list[4]).toMatchObject({ text: { en: 'Say "hi"' }, acceptedAnswers: ['hi', 'hello'], points: 0.5 });
  });

  it('imports nothing from a file with bad rows, and lists every bad row with its reason', async () => {
    const before = await count();
    const csv = [
      HEADER,
      'single,প্রশ্ন,,a|b,1,,1,',
      'essay,Q,,,,,1,',
      'single,Q,,a|b,3,,1,',
      'numeric,Q,,,twelve,,1,',
      'single,Q,,a|b,1,,-1,',
      'single,,,a|b,1,,1,',
      'single,Q,,a|b',
    ].join('\n');
    const res = await importCsv(course._id, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'csv_invalid',
      message: '6 rows have problems; nothing was imported',
    });
    expect(res.json().errors).toEqual([
      { row: 3, message: 'type must be one of single, multiple, true_false, numeric, short_text' },
      { row: 4, message: 'A correct option must be one of the options' },
      { row: 5, message: 'correct must be a number (Bengali or Latin digits), optionally with ±tolerance' },
      { row: 6, message: 'points must be a number more than 0' },
      { row: 7, message: 'Question text is required (in Bengali or English)' },
      { row: 8, message: 'The row must have 8 cells, one for each column' },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses a file without the header, or that is not CSV', async () => {
    const noHeader = await importCsv(course._id, 'single,Q,,a|b,1,,1,\n');
    expect(noHeader.json().errors).toEqual([
      {
        row: 1,
        message: 'The first row must name the columns type,text_bn,text_en,options,correct,explanation,points,tags',
      },
    ]);
    const broken = await importCsv(course._id, `${HEADER}\nsingle,"unclosed,,a|b,1,,1,\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual([
      { row: 2, message: 'This file is not valid CSV: check the quotes from this row on' },
    ]);
  });

  it('exports the bank in the import’s format, which imports again as the same questions', async () => {
    const res = await t.app.inject({ url: url(other._id, '/export'), headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(res.body).toContain('numeric,"π এর মান, দুই ঘর?",,,3.14±0.01,,1,math');
    const target = await createCourse(t.app, admin, courseBody('Science', { name: 'Copy' }));
    expect((await importCsv(target._id, res.body)).json().imported).toBe(5);
    const strip = (qs: { options: { _id: string }[]; _id: string; createdAt: string; updatedAt: string }[]) =>
      qs.map(({ _id: _a, createdAt: _c, updatedAt: _u, ...q }) => ({
        ...q,
        options: q.options.map((o) => ({ ...o, _id: '' })),
      }));
    const a = (await t.app.inject({ url: url(other._id), headers: { cookie: admin } })).json().questions;
    const b = (await t.app.inject({ url: url(target._id), headers: { cookie: admin } })).json().questions;
    expect(strip(b)).toEqual(strip(a));
  });
});
