import type { CourseLanguage, CourseLevel, LessonType, VideoPlayer } from '#shared/catalogue/course.ts';
import type { ImageValue } from '#web/features/admin/ui/image-input.tsx';
import { languageOfWrite, mapBilingual, type Bilingual, type Language } from '#shared/bilingual.ts';

/**
 * The whole course wizard (admin-side §2, §4) as one pure reducer: the form of step 1, the benefit and prerequisite
 * lists of step 2 and the sections of step 3. Lessons live inside their section, so a rename or a delete touches one
 * place and lessons can only be reordered within the section that holds them.
 */

export interface CourseInfo {
  /** Both languages; the primary one is what the course falls back to (decision 0092). */
  name: Bilingual;
  description: Bilingual;
  primaryLanguage: Language;
  price: string;
  estimatedPrice: string;
  tags: Bilingual;
  level: CourseLevel | '';
  language: CourseLanguage;
  categories: string;
  demoUrl: string;
  demoPlayer: VideoPlayer;
  demoDuration: string;
  thumbnail: ImageValue;
  instructorName: string;
  instructorAvatar: ImageValue;
  showAllResources: boolean;
}

/**
 * Step 1's course language changed: it is the texts' primary language (decision 0092). A text typed so far into the
 * old primary language's field moves into the new one when that is empty and the text's script is the new
 * language's, so a name typed before the language was chosen is saved as what it is, not as the other language.
 */
export function primaryLanguagePatch(info: CourseInfo, language: CourseLanguage): Partial<CourseInfo> {
  const primary: Language = language === 'English' ? 'en' : 'bn';
  const old = info.primaryLanguage;
  const move = (text: Bilingual): Bilingual =>
    old !== primary && text[primary].trim() === '' && languageOfWrite(text[old]) === primary
      ? { ...text, [primary]: text[old], [old]: '' }
      : text;
  return {
    language,
    primaryLanguage: primary,
    name: move(info.name),
    description: move(info.description),
    tags: move(info.tags),
  };
}

export interface LessonLink {
  /** In both languages, as the lesson's other texts. */
  title: Bilingual;
  url: string;
}

export interface LessonDraft {
  key: string;
  _id?: string;
  /** A quiz lesson is made by the quiz form (the server makes its lesson) and kept here by its id. */
  type: LessonType;
  /** Title, description and announcement in both languages (decision 0099), edited side by side. */
  title: Bilingual;
  description: Bilingual;
  videoUrl: string;
  videoPlayer: VideoPlayer;
  minutes: number;
  seconds: number;
  links: LessonLink[];
  suggestion: string;
  isPreview: boolean;
  announcement: Bilingual;
}

export interface SectionDraft {
  key: string;
  /** In both languages (decision 0099); the spec's default names are English. */
  name: Bilingual;
  isOpen: boolean;
  lessons: LessonDraft[];
}

export type TitleListName = 'benefits' | 'prerequisites';

export interface WizardState {
  step: number;
  info: CourseInfo;
  benefits: { title: string }[];
  prerequisites: { title: string }[];
  sections: SectionDraft[];
  nextKey: number;
}

export const FIRST_SECTION = 'Introduction';
export const NEW_SECTION = 'New Section';
const sectionName = (english: string): Bilingual => ({ bn: '', en: english });
export const LAST_STEP = 3;

const emptyInfo: CourseInfo = {
  name: { bn: '', en: '' },
  description: { bn: '', en: '' },
  primaryLanguage: 'bn',
  price: '',
  estimatedPrice: '',
  tags: { bn: '', en: '' },
  level: '',
  language: 'Bangla',
  categories: '',
  demoUrl: '',
  demoPlayer: 'vdocipher',
  demoDuration: '',
  thumbnail: null,
  instructorName: '',
  instructorAvatar: null,
  showAllResources: true,
};

export const blankLesson = (key: string): LessonDraft => ({
  key,
  type: 'video',
  title: { bn: '', en: '' },
  description: { bn: '', en: '' },
  videoUrl: '',
  videoPlayer: 'vdocipher',
  minutes: 0,
  seconds: 0,
  links: [{ title: { bn: '', en: '' }, url: '' }],
  suggestion: '',
  isPreview: false,
  announcement: { bn: '', en: '' },
});

export function initialWizardState(): WizardState {
  return {
    step: 0,
    info: emptyInfo,
    benefits: [{ title: '' }],
    prerequisites: [{ title: '' }],
    sections: [{ key: 's1', name: sectionName(FIRST_SECTION), isOpen: true, lessons: [blankLesson('l2')] }],
    nextKey: 3,
  };
}

/** Minutes as stored (decimal, two places) from the minutes and seconds inputs. */
export function toVideoLength(minutes: number, seconds: number): number {
  return Math.round((minutes + seconds / 60) * 100) / 100;
}

/** Minutes are 0 or more, seconds 0–59 (admin-side §5: clamped); anything not a number is 0. */
export function clampDuration(minutes: number, seconds: number): { minutes: number; seconds: number } {
  const whole = (n: number) => (Number.isFinite(n) ? Math.floor(n) : 0);
  return { minutes: Math.max(0, whole(minutes)), seconds: Math.min(59, Math.max(0, whole(seconds))) };
}

export type WizardAction =
  | { type: 'load'; state: WizardState }
  | { type: 'goTo'; step: number }
  | { type: 'setInfo'; patch: Partial<Omit<CourseInfo, 'demoPlayer'>> }
  | { type: 'setDemoPlayer'; player: VideoPlayer }
  | { type: 'addTitle'; list: TitleListName }
  | { type: 'setTitle'; list: TitleListName; index: number; title: string }
  | { type: 'removeTitle'; list: TitleListName; index: number }
  | { type: 'addSection' }
  | { type: 'renameSection'; section: string; name: Bilingual }
  | { type: 'deleteSection'; section: string }
  | { type: 'toggleSection'; section: string }
  | { type: 'addLesson'; section: string }
  | {
      type: 'updateLesson';
      section: string;
      lesson: string;
      patch: Partial<Omit<LessonDraft, 'key' | 'type' | 'videoPlayer' | 'links'>>;
      /** The change is already stored (a quiz renamed in its dialog): nothing of it is left to save. */
      stored?: true;
    }
  | { type: 'setLessonPlayer'; section: string; lesson: string; player: VideoPlayer }
  | { type: 'addQuizLesson'; section: string; lessonId: string; title: string }
  | { type: 'removeLesson'; section: string; lesson: string }
  | { type: 'moveLesson'; section: string; from: number; to: number }
  | { type: 'addLink'; section: string; lesson: string }
  | { type: 'setLink'; section: string; lesson: string; index: number; patch: Partial<LessonLink> }
  | { type: 'removeLink'; section: string; lesson: string; index: number };

const mapSection = (state: WizardState, key: string, fn: (s: SectionDraft) => SectionDraft): WizardState => ({
  ...state,
  sections: state.sections.map((s) => (s.key === key ? fn(s) : s)),
});

const mapLesson = (state: WizardState, section: string, lesson: string, fn: (l: LessonDraft) => LessonDraft) =>
  mapSection(state, section, (s) => ({ ...s, lessons: s.lessons.map((l) => (l.key === lesson ? fn(l) : l)) }));

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'load':
      return action.state;
    case 'goTo':
      return { ...state, step: Math.min(LAST_STEP, Math.max(0, action.step)) };
    case 'setInfo':
      return { ...state, info: { ...state.info, ...action.patch } };
    case 'setDemoPlayer':
      // a url of one source means nothing to another (admin-side §4)
      return action.player === state.info.demoPlayer
        ? state
        : { ...state, info: { ...state.info, demoPlayer: action.player, demoUrl: '' } };
    case 'addTitle':
      return { ...state, [action.list]: [...state[action.list], { title: '' }] };
    case 'setTitle':
      return {
        ...state,
        [action.list]: state[action.list].map((item, i) => (i === action.index ? { title: action.title } : item)),
      };
    case 'removeTitle':
      if (state[action.list].length <= 1) return state;
      return { ...state, [action.list]: state[action.list].filter((_, i) => i !== action.index) };
    case 'addSection': {
      const section: SectionDraft = {
        key: `s${state.nextKey}`,
        name: sectionName(NEW_SECTION),
        isOpen: true,
        lessons: [blankLesson(`l${state.nextKey + 1}`)],
      };
      return { ...state, sections: [...state.sections, section], nextKey: state.nextKey + 2 };
    }
    case 'renameSection':
      return mapSection(state, action.section, (s) => ({ ...s, name: mapBilingual(action.name, (v) => v.trim()) }));
    case 'deleteSection': {
      const sections = state.sections.filter((s) => s.key !== action.section);
      if (sections.length > 0) return { ...state, sections };
      const restored: SectionDraft = {
        key: `s${state.nextKey}`,
        name: sectionName(FIRST_SECTION),
        isOpen: true,
        lessons: [blankLesson(`l${state.nextKey + 1}`)],
      };
      return { ...state, sections: [restored], nextKey: state.nextKey + 2 };
    }
    case 'toggleSection':
      return mapSection(state, action.section, (s) => ({ ...s, isOpen: !s.isOpen }));
    case 'addLesson':
      return {
        ...mapSection(state, action.section, (s) => ({
          ...s,
          isOpen: true,
          lessons: [...s.lessons, blankLesson(`l${state.nextKey}`)],
        })),
        nextKey: state.nextKey + 1,
      };
    case 'addQuizLesson': {
      // the server made the lesson at the end of the section; the wizard keeps it there by its id (its draft key
      // comes from the id too, so the same lesson added to the wizard's stored baseline is the same draft)
      const quiz: LessonDraft = {
        ...blankLesson(`q${action.lessonId}`),
        _id: action.lessonId,
        type: 'quiz',
        // the quiz form's title is in the course's primary language
        title: { bn: '', en: '', [state.info.primaryLanguage]: action.title },
      };
      return mapSection(state, action.section, (s) => ({ ...s, isOpen: true, lessons: [...s.lessons, quiz] }));
    }
    case 'updateLesson':
      return mapLesson(state, action.section, action.lesson, (l) => {
        const next = { ...l, ...action.patch };
        return { ...next, ...clampDuration(next.minutes, next.seconds) };
      });
    case 'setLessonPlayer':
      return mapLesson(state, action.section, action.lesson, (l) =>
        l.videoPlayer === action.player ? l : { ...l, videoPlayer: action.player, videoUrl: '' },
      );
    case 'removeLesson':
      return mapSection(state, action.section, (s) =>
        s.lessons.length <= 1 ? s : { ...s, lessons: s.lessons.filter((l) => l.key !== action.lesson) },
      );
    case 'moveLesson':
      return mapSection(state, action.section, (s) => ({ ...s, lessons: moveItem(s.lessons, action.from, action.to) }));
    case 'addLink':
      return mapLesson(state, action.section, action.lesson, (l) => ({
        ...l,
        links: [...l.links, { title: { bn: '', en: '' }, url: '' }],
      }));
    case 'setLink':
      return mapLesson(state, action.section, action.lesson, (l) => ({
        ...l,
        links: l.links.map((link, i) => (i === action.index ? { ...link, ...action.patch } : link)),
      }));
    case 'removeLink':
      // the first link row always stays (admin-side §2)
      if (action.index === 0) return state;
      return mapLesson(state, action.section, action.lesson, (l) => ({
        ...l,
        links: l.links.filter((_, i) => i !== action.index),
      }));
  }
}

/** `items` with the element at `from` placed at index `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.min(items.length - 1, Math.max(0, to));
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item!);
  return copy;
}

/**
 * Whether the server already stored what the action records (a quiz added or renamed through its dialog is saved
 * there and then): the wizard's baseline takes it too, so leaving asks only about what is still unsaved.
 */
export const isStoredChange = (action: WizardAction): boolean =>
  action.type === 'addQuizLesson' || (action.type === 'updateLesson' && action.stored === true);
