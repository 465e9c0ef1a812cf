import { COURSE_MESSAGES, COURSE_NAME_MAX, COURSE_PRICE_MAX, type CourseBody } from '#shared/catalogue/admin.ts';
import { isBlank, mapBilingual, type Bilingual } from '#shared/bilingual.ts';
import { type LessonDraft, type SectionDraft, toVideoLength, type WizardState } from './wizard-state.ts';

/** The wizard's client checks (admin-side §4, §5), with the spec's messages. Each returns a message or null. */
export const WIZARD_MESSAGES = {
  fillToContinue: 'Please fill the fields to continue!',
  sectionEmpty: "Section can't be empty!",
  fillAllFields: 'Please fill all the fields first!',
  completeLastLesson: 'Please complete the last lesson of this section first!',
  sectionNameEmpty: 'Section name cannot be empty!',
  lastLessonOfSection: 'This section must have at least one lesson. Delete the section instead.',
  videoIdFirst: 'Please enter VdoCipher Video ID first',
} as const;

const blank = (value: string) => value.trim() === '';
/** A text in two languages empty in both. */
const blankBoth = (text: Bilingual) => isBlank(text);

/** The fields of step 1 that the step check requires, in the spec's order, with the key of each one's message. */
export const INFORMATION_CHECKS = {
  name: 'nameRequired',
  description: 'descriptionRequired',
  price: 'priceRequired',
  categories: 'categoryRequired',
  level: 'levelRequired',
  demoUrl: 'demoRequired',
  thumbnail: 'thumbnailRequired',
} as const satisfies Partial<Record<keyof WizardState['info'], keyof typeof COURSE_MESSAGES>>;

export type InformationField = keyof typeof INFORMATION_CHECKS;

/** A filled field of step 1 that the server would still refuse at Create. */
type LimitError = 'nameTooLong' | 'priceNotNumber' | 'priceNegative' | 'priceTooHigh';
/** Why a field of step 1 fails: its spec message when it is empty, else the limit it passes. */
export type InformationError = (typeof INFORMATION_CHECKS)[InformationField] | LimitError;

/** A filled field that the server would still refuse (issue 36 §11: −50 or an over-long name passed step 1). */
function beyondLimits({ info }: WizardState, field: InformationField): LimitError | null {
  if (field === 'name' && Math.max(info.name.bn.trim().length, info.name.en.trim().length) > COURSE_NAME_MAX)
    return 'nameTooLong';
  if (field === 'price' && !blank(info.price)) {
    const price = Number(info.price);
    if (!Number.isFinite(price)) return 'priceNotNumber';
    if (price < 0) return 'priceNegative';
    if (price > COURSE_PRICE_MAX) return 'priceTooHigh';
  }
  return null;
}

/** The message key of a failing field of step 1 (null: it passes). */
export function informationError(state: WizardState, field: InformationField): InformationError | null {
  return invalidInformation(state).includes(field) ? (beyondLimits(state, field) ?? INFORMATION_CHECKS[field]) : null;
}

/** Every field of step 1 that fails its check, in the spec's order (the first one is the step check's message). */
export function invalidInformation(state: WizardState): InformationField[] {
  const { info } = state;
  const missing: Record<InformationField, boolean> = {
    name: isBlank(info.name) || beyondLimits(state, 'name') !== null,
    description: isBlank(info.description),
    price: blank(info.price) || beyondLimits(state, 'price') !== null,
    categories: blank(info.categories),
    level: info.level === '',
    demoUrl: blank(info.demoUrl),
    thumbnail:
      info.thumbnail === null ||
      (typeof info.thumbnail === 'string' ? blank(info.thumbnail) : blank(info.thumbnail.url)),
  };
  return (Object.keys(INFORMATION_CHECKS) as InformationField[]).filter((field) => missing[field]);
}

/** Step 1 (Course Information), in the spec's order. Estimated price and the instructor are not checked. */
export function checkInformation(state: WizardState): string | null {
  const first = invalidInformation(state)[0];
  if (!first) return null;
  const limit = beyondLimits(state, first);
  return limit ? LIMIT_MESSAGES[limit] : COURSE_MESSAGES[INFORMATION_CHECKS[first]];
}

/** The server's words for the limits (shared/catalogue/admin.ts CourseBodySchema). */
const LIMIT_MESSAGES = {
  nameTooLong: 'Course name must be at most 2,000 characters',
  priceNotNumber: 'Course price must be a number',
  priceNegative: 'Price cannot be negative',
  priceTooHigh: 'Price must be at most 10,000,000',
} as const satisfies Record<LimitError, string>;

/** Step 2 (Course Options): blank titles are ignored. */
export function checkOptions(state: WizardState): string | null {
  if (!state.benefits.some((b) => !blank(b.title))) return COURSE_MESSAGES.benefitRequired;
  if (!state.prerequisites.some((p) => !blank(p.title))) return COURSE_MESSAGES.prerequisiteRequired;
  return null;
}

/** Next on step 2 needs the last row of both lists filled. */
export function checkOptionsNext(state: WizardState): string | null {
  if (blank(state.benefits.at(-1)?.title ?? '') || blank(state.prerequisites.at(-1)?.title ?? ''))
    return WIZARD_MESSAGES.fillToContinue;
  return null;
}

/** Step 3 (Course Content): one lesson with a title and a video url. */
export function checkContent(state: WizardState): string | null {
  const lessons = state.sections.flatMap((s) => s.lessons);
  return lessons.some((l) => !blankBoth(l.title) && !blank(l.videoUrl)) ? null : COURSE_MESSAGES.videoRequired;
}

/** Title, description, video url and the first link: what Next and Add Section ask of the last lesson. */
export function isLessonFilled(lesson: LessonDraft | undefined): boolean {
  if (!lesson) return false;
  // a quiz lesson's content is its quiz
  if (lesson.type === 'quiz') return !blankBoth(lesson.title);
  const link = lesson.links[0];
  return (
    !blankBoth(lesson.title) &&
    !blankBoth(lesson.description) &&
    !blank(lesson.videoUrl) &&
    !!link &&
    !blankBoth(link.title) &&
    !blank(link.url)
  );
}

/** Filled and with a length: what Add Lesson asks of the section's last lesson. */
export function isLessonComplete(lesson: LessonDraft | undefined): boolean {
  if (lesson?.type === 'quiz') return isLessonFilled(lesson);
  return isLessonFilled(lesson) && toVideoLength(lesson!.minutes, lesson!.seconds) > 0;
}

const lastLesson = (state: WizardState) => state.sections.at(-1)?.lessons.at(-1);

export function checkContentNext(state: WizardState): string | null {
  return isLessonFilled(lastLesson(state)) ? null : WIZARD_MESSAGES.sectionEmpty;
}

export function checkAddSection(state: WizardState): string | null {
  return isLessonFilled(lastLesson(state)) ? null : WIZARD_MESSAGES.fillAllFields;
}

export function checkAddLesson(section: SectionDraft): string | null {
  return isLessonComplete(section.lessons.at(-1)) ? null : WIZARD_MESSAGES.completeLastLesson;
}

/** The checks that guard each step when moving forward with the navigator (index = the step that must pass). */
export const STEP_CHECKS = [checkInformation, checkOptions, checkContent] as const;

/** The first failing check among the steps before `target`; null when the navigator may go there. */
export function checkNavigation(state: WizardState, target: number): string | null {
  if (target <= state.step) return null;
  for (let i = 0; i < target && i < STEP_CHECKS.length; i++) {
    const message = STEP_CHECKS[i]!(state);
    if (message) return message;
  }
  return null;
}

const orNull = (value: string) => (blank(value) ? null : Number(value));
const textOrNull = (value: string) => (blank(value) ? null : value);

/** The body of POST /courses/admin/create and PUT /courses/admin/update/{id}. */
export function buildCoursePayload(state: WizardState): CourseBody {
  const { info } = state;
  const courseData = state.sections.flatMap((section) =>
    section.lessons.map((lesson) => ({
      ...(lesson._id ? { _id: lesson._id } : {}),
      type: lesson.type,
      // both languages as the wizard holds them, so a save in one never loses the other
      title: mapBilingual(lesson.title, (v) => v.trim()),
      description: lesson.description,
      videoUrl: lesson.videoUrl.trim(),
      videoPlayer: lesson.videoPlayer,
      videoSection: mapBilingual(section.name, (v) => v.trim()),
      videoLength: toVideoLength(lesson.minutes, lesson.seconds),
      links: lesson.links
        .filter((l) => !blankBoth(l.title) || !blank(l.url))
        .map((l) => ({ title: mapBilingual(l.title, (v) => v.trim()), url: l.url.trim() })),
      suggestion: textOrNull(lesson.suggestion),
      isPreview: lesson.isPreview,
      announcement: blankBoth(lesson.announcement) ? null : lesson.announcement,
    })),
  );
  const titles = (items: { title: string }[]) =>
    items.filter((i) => !blank(i.title)).map((i) => ({ title: i.title.trim() }));
  return {
    // Both languages as the wizard holds them, so a save in one never loses the other.
    name: mapBilingual(info.name, (v) => v.trim()),
    description: mapBilingual(info.description, (v) => v.trim()),
    primaryLanguage: info.primaryLanguage,
    categories: info.categories,
    price: Number(info.price),
    estimatedPrice: orNull(info.estimatedPrice),
    tags: info.tags,
    thumbnail: info.thumbnail ?? '',
    level: info.level as CourseBody['level'],
    language: info.language,
    demoUrl: info.demoUrl.trim(),
    demoPlayer: info.demoPlayer,
    demoDuration: orNull(info.demoDuration),
    instructorName: info.instructorName.trim(),
    instructorAvatar: info.instructorAvatar,
    totalVideos: courseData.length,
    benefits: titles(state.benefits),
    prerequisites: titles(state.prerequisites),
    courseData,
    showAllResources: info.showAllResources,
  };
}
