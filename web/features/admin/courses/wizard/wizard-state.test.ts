import { describe, expect, it } from 'vitest';
import {
  buildCoursePayload,
  checkAddLesson,
  checkAddSection,
  checkContent,
  checkContentNext,
  checkInformation,
  checkNavigation,
  checkOptions,
  checkOptionsNext,
} from './wizard-checks.ts';
import { fromVideoLength } from './course-to-state.ts';
import { sameValue } from '../../content/use-editor-state.ts';
import {
  clampDuration,
  initialWizardState,
  isStoredChange,
  moveItem,
  primaryLanguagePatch,
  toVideoLength,
  type WizardAction,
  wizardReducer,
  type WizardState,
} from './wizard-state.ts';

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const first = (s: WizardState) => s.sections[0]!;
const en = (text: string) => ({ bn: '', en: text });
const filledLesson = { title: en('Intro'), description: en('About'), videoUrl: 'vid-1', minutes: 3, seconds: 5 };

function filled(): WizardState {
  let s = initialWizardState();
  const section = first(s).key;
  const lesson = first(s).lessons[0]!.key;
  s = run(
    s,
    { type: 'updateLesson', section, lesson, patch: filledLesson },
    { type: 'setLink', section, lesson, index: 0, patch: { title: en('Code'), url: 'https://example.com' } },
  );
  return s;
}

describe('wizard reducer', () => {
  it('starts with one blank lesson in Introduction and one row of benefits and prerequisites', () => {
    const s = initialWizardState();
    expect(s.sections.map((x) => x.name.en)).toEqual(['Introduction']);
    expect(first(s).lessons).toHaveLength(1);
    expect(first(s).lessons[0]!.links).toEqual([{ title: en(''), url: '' }]);
    expect(s.benefits).toEqual([{ title: '' }]);
  });

  it('clears the demo url when the demo source changes, and a lesson url when its source changes', () => {
    let s = run(
      initialWizardState(),
      { type: 'setInfo', patch: { demoUrl: 'abc' } },
      { type: 'setDemoPlayer', player: 'youtube' },
    );
    expect(s.info).toMatchObject({ demoPlayer: 'youtube', demoUrl: '' });
    s = filled();
    s = run(s, { type: 'setLessonPlayer', section: first(s).key, lesson: first(s).lessons[0]!.key, player: 'vimeo' });
    expect(first(s).lessons[0]).toMatchObject({ videoPlayer: 'vimeo', videoUrl: '' });
  });

  it('keeps at least one benefit and one link row', () => {
    let s = run(initialWizardState(), { type: 'removeTitle', list: 'benefits', index: 0 });
    expect(s.benefits).toHaveLength(1);
    s = filled();
    const target = { section: first(s).key, lesson: first(s).lessons[0]!.key };
    s = run(s, { type: 'addLink', ...target }, { type: 'removeLink', ...target, index: 0 });
    expect(first(s).lessons[0]!.links).toHaveLength(2);
    s = run(s, { type: 'removeLink', ...target, index: 1 });
    expect(first(s).lessons[0]!.links).toEqual([{ title: en('Code'), url: 'https://example.com' }]);
  });

  it('adds New Section, renames, and restores a blank Introduction when the last section is deleted', () => {
    let s = run(filled(), { type: 'addSection' });
    expect(s.sections.map((x) => x.name.en)).toEqual(['Introduction', 'New Section']);
    s = run(s, { type: 'renameSection', section: s.sections[1]!.key, name: { bn: ' মৌলিক ', en: '  Basics ' } });
    expect(s.sections[1]!.name).toEqual({ bn: 'মৌলিক', en: 'Basics' });
    s = run(s, { type: 'deleteSection', section: s.sections[0]!.key });
    expect(s.sections.map((x) => x.name.en)).toEqual(['Basics']);
    s = run(s, { type: 'deleteSection', section: s.sections[0]!.key });
    expect(s.sections.map((x) => x.name.en)).toEqual(['Introduction']);
    expect(first(s).lessons[0]!.title).toEqual({ bn: '', en: '' });
  });

  it('reorders lessons within a section and never removes the last one', () => {
    let s = filled();
    const section = first(s).key;
    s = run(s, { type: 'addLesson', section }, { type: 'addLesson', section });
    const keys = first(s).lessons.map((l) => l.key);
    s = run(s, { type: 'moveLesson', section, from: 0, to: 2 });
    expect(first(s).lessons.map((l) => l.key)).toEqual([keys[1], keys[2], keys[0]]);
    s = run(
      s,
      { type: 'removeLesson', section, lesson: keys[1]! },
      { type: 'removeLesson', section, lesson: keys[2]! },
      { type: 'removeLesson', section, lesson: keys[0]! },
    );
    expect(first(s).lessons).toHaveLength(1);
    expect(moveItem([1, 2, 3], 2, -5)).toEqual([3, 1, 2]);
  });

  it('counts a quiz added or renamed through its dialog as stored, so only the admin’s own edits are unsaved', () => {
    const opened = filled();
    const section = first(opened).key;
    const lessonId = '66666666-6666-4666-8666-666666666666';
    const actions: WizardAction[] = [
      { type: 'addLesson', section },
      { type: 'addQuizLesson', section, lessonId, title: 'Model test' },
    ];
    const draft = run(opened, ...actions);
    const stored = run(opened, ...actions.filter(isStoredChange));
    const quiz = first(draft).lessons.at(-1)!;
    // the quiz form's title is in the primary language (Bengali here)
    expect(quiz).toMatchObject({ _id: lessonId, type: 'quiz', title: { bn: 'Model test', en: '' } });
    expect(first(stored).lessons.at(-1)).toEqual(quiz);
    // the blank lesson the admin added is still unsaved; without it nothing is
    expect(sameValue(draft, stored)).toBe(false);
    const rename: WizardAction = {
      type: 'updateLesson',
      section,
      lesson: quiz.key,
      patch: { title: { bn: 'Model test 1', en: '' } },
      stored: true,
    };
    const quizOnly = run(opened, actions[1]!, rename);
    expect(sameValue(quizOnly, run(opened, ...[actions[1]!, rename].filter(isStoredChange)))).toBe(true);
    expect(isStoredChange({ type: 'updateLesson', section, lesson: quiz.key, patch: { title: en('typed') } })).toBe(
      false,
    );
  });

  it('clamps minutes and seconds and stores minutes with two decimals', () => {
    expect(clampDuration(-3, 75)).toEqual({ minutes: 0, seconds: 59 });
    expect(clampDuration(Number.NaN, -1)).toEqual({ minutes: 0, seconds: 0 });
    expect(toVideoLength(3, 5)).toBe(3.08);
    expect(fromVideoLength(3.5)).toEqual({ minutes: 3, seconds: 30 });
    const s = filled();
    const next = run(s, {
      type: 'updateLesson',
      section: first(s).key,
      lesson: first(s).lessons[0]!.key,
      patch: { seconds: 99 },
    });
    expect(first(next).lessons[0]!.seconds).toBe(59);
  });
});

describe("the course's language, the texts' primary one (decision 0092)", () => {
  const info = (name: { bn: string; en: string }) => ({ ...initialWizardState().info, name });

  it('moves an English name typed before English was chosen into the English field', () => {
    const patch = primaryLanguagePatch(info({ bn: '<p>Wizard Course</p>', en: '' }), 'English');
    expect(patch).toMatchObject({ language: 'English', primaryLanguage: 'en' });
    expect(patch.name).toEqual({ bn: '', en: '<p>Wizard Course</p>' });
    expect(patch.description).toEqual({ bn: '', en: '' });
  });

  it('leaves a Bengali name, and a field the new language already has, where they are', () => {
    expect(primaryLanguagePatch(info({ bn: '<p>পাইথন</p>', en: '' }), 'English').name).toEqual({
      bn: '<p>পাইথন</p>',
      en: '',
    });
    const both = { bn: '<p>Python</p>', en: '<p>Python basics</p>' };
    expect(primaryLanguagePatch(info(both), 'English').name).toEqual(both);
    const english = { ...info({ bn: '', en: '<p>পাইথন</p>' }), primaryLanguage: 'en' as const };
    expect(primaryLanguagePatch(english, 'Bangla').name).toEqual({ bn: '<p>পাইথন</p>', en: '' });
  });
});

describe('wizard checks', () => {
  it('checks step 1 in the spec order', () => {
    let s = initialWizardState();
    const messages: (string | null)[] = [];
    const patches = [
      { name: { bn: ' X ', en: '' } },
      { description: { bn: '', en: 'D' } },
      { price: '0' },
      { categories: 'Web' },
      { level: 'Beginner' as const },
      { demoUrl: 'v' },
      { thumbnail: 'data:image/png;base64,AA' },
    ];
    messages.push(checkInformation(s));
    for (const patch of patches) {
      s = run(s, { type: 'setInfo', patch });
      messages.push(checkInformation(s));
    }
    expect(messages).toEqual([
      'Course name is required',
      'Course description is required',
      'Course price is required',
      'Course category is required',
      'Course level is required',
      'Demo video URL is required',
      'Course thumbnail is required',
      null,
    ]);
  });

  it('refuses at step 1 what the server refuses at Create: a negative or too high price, a too long name', () => {
    const filled = run(initialWizardState(), {
      type: 'setInfo',
      patch: {
        name: { bn: '', en: 'React' },
        description: { bn: '', en: 'D' },
        price: '-50',
        categories: 'Web',
        level: 'Beginner',
        demoUrl: 'v',
        thumbnail: 'data:image/png;base64,AA',
      },
    });
    expect(checkInformation(filled)).toBe('Price cannot be negative');
    const price = (value: string) => run(filled, { type: 'setInfo', patch: { price: value } });
    expect(checkInformation(price('10000001'))).toBe('Price must be at most 10,000,000');
    expect(checkInformation(price('1e'))).toBe('Course price must be a number');
    expect(checkInformation(price('10000000'))).toBeNull();
    const long = run(price('0'), { type: 'setInfo', patch: { name: { bn: '', en: 'x'.repeat(2001) } } });
    expect(checkInformation(long)).toBe('Course name must be at most 2,000 characters');
  });

  it('checks options, content and the navigator', () => {
    let s = initialWizardState();
    expect(checkOptions(s)).toBe('At least one benefit is required');
    s = run(s, { type: 'setTitle', list: 'benefits', index: 0, title: 'B' }, { type: 'addTitle', list: 'benefits' });
    expect(checkOptions(s)).toBe('At least one prerequisite is required');
    s = run(s, { type: 'setTitle', list: 'prerequisites', index: 0, title: 'P' });
    expect(checkOptions(s)).toBeNull();
    expect(checkOptionsNext(s)).toBe('Please fill the fields to continue!');
    expect(checkContent(s)).toBe('At least one course video is required');
    expect(checkContentNext(s)).toBe("Section can't be empty!");
    expect(checkAddSection(s)).toBe('Please fill all the fields first!');
    expect(checkAddLesson(first(s))).toBe('Please complete the last lesson of this section first!');
    expect(checkNavigation(s, 0)).toBeNull();
    expect(checkNavigation(s, 2)).toBe('Course name is required');
    const f = filled();
    expect(checkContentNext(f)).toBeNull();
    expect(checkAddLesson(first(f))).toBeNull();
  });

  it('builds the course body with sections flattened and blank rows dropped', () => {
    let s = filled();
    s = run(
      s,
      {
        type: 'setInfo',
        patch: {
          name: { bn: 'নাম', en: 'N' },
          description: { bn: '', en: 'D' },
          price: '500',
          estimatedPrice: '',
          categories: 'Web',
          level: 'Expert',
          demoUrl: 'd',
          thumbnail: { url: '/uploads/t.webp' },
        },
      },
      { type: 'setTitle', list: 'benefits', index: 0, title: 'B' },
      { type: 'addTitle', list: 'benefits' },
      { type: 'addSection' },
    );
    const body = buildCoursePayload(s);
    expect(body).toMatchObject({
      // both languages, so a save in one never loses the other
      name: { bn: 'নাম', en: 'N' },
      description: { bn: '', en: 'D' },
      price: 500,
      estimatedPrice: null,
      thumbnail: { url: '/uploads/t.webp' },
      benefits: [{ title: 'B' }],
      totalVideos: 2,
    });
    expect(body.courseData[0]).toMatchObject({
      title: { bn: '', en: 'Intro' },
      videoSection: { bn: '', en: 'Introduction' },
      videoLength: 3.08,
      links: [{ title: en('Code'), url: 'https://example.com' }],
    });
    expect(body.courseData[1]).toMatchObject({ videoSection: { bn: '', en: 'New Section' }, links: [] });
  });
});
