import type { AdminCourse, AdminLesson } from '#shared/catalogue/admin.ts';
import type { Bilingual } from '#shared/bilingual.ts';
import { courseSummary } from '#web/components/course/test-data.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import type { layoutsApi } from '#shared/endpoints/content.ts';
import type { coursesAdminApi } from '#shared/endpoints/courses.ts';
import { callsTo, type stubApi } from '#web/test/api-stub.ts';

/** Test answers for the admin course screens. */
export const COURSE_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

type LessonTexts = 'title' | 'videoSection' | 'description' | 'announcement' | 'links';

/** An admin's lesson; a string text is English (the course's primary language). */
export function lesson({
  title = 'Welcome',
  videoSection = 'Introduction',
  description = '<p>Hello</p>',
  announcement = null,
  links = [{ title: 'Code', url: 'https://example.com/code' }],
  ...over
}: Partial<Omit<AdminLesson, LessonTexts>> & {
  title?: string | Bilingual;
  videoSection?: string | Bilingual;
  description?: string | Bilingual;
  announcement?: string | Bilingual | null;
  links?: { title: string | Bilingual; url: string }[];
} = {}): AdminLesson {
  const english = (text: string | Bilingual) => (typeof text === 'string' ? { bn: '', en: text } : text);
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    type: 'video',
    title: english(title),
    videoSection: english(videoSection),
    videoUrl: 'vdo-1',
    videoPlayer: 'vdocipher',
    videoLength: 3.5,
    isPreview: true,
    description: english(description),
    announcement: announcement === null ? null : english(announcement),
    links: links.map((l) => ({ title: english(l.title), url: l.url })),
    suggestion: null,
    missing: [],
    ...over,
  };
}

/** An admin's course: the card's texts in English (the course's primary language); a string name is English. */
export function adminCourse({
  name,
  ...over
}: Omit<Partial<AdminCourse>, 'name'> & { name?: string | Bilingual } = {}): AdminCourse {
  const { fallbacks: _fallbacks, ...card } = courseSummary();
  const english = (text: string) => ({ bn: '', en: text });
  return {
    ...card,
    name: typeof name === 'object' ? name : english(name ?? card.name),
    description: english(card.description),
    tags: english(card.tags),
    benefits: card.benefits.map((b) => ({ title: english(b.title) })),
    prerequisites: card.prerequisites.map((p) => ({ title: english(p.title) })),
    primaryLanguage: 'en',
    missing: [],
    original: { ratings: 4.5, purchased: 120 },
    courseData: [lesson()],
    ...over,
  };
}

export const coursesAnswer = (courses: AdminCourse[]): EndpointAnswer<typeof coursesAdminApi.all> => ({
  success: true,
  courses,
});

/** An answer of POST /courses/admin/override for the first course. */
export const overrideAnswer = (message = 'ok'): EndpointAnswer<typeof coursesAdminApi.setOverride> => ({
  success: true,
  message,
  override: {
    courseId: COURSE_ID,
    name: { bn: '', en: 'Python for Beginners' },
    overrides: { ratings: { useOriginal: true, adminValue: null }, purchased: { useOriginal: true, adminValue: null } },
    original: { ratings: 4.5, purchased: 120 },
  },
});

export const sectionAnswer: EndpointAnswer<typeof layoutsApi.get> = {
  success: true,
  layout: {
    type: 'Courses',
    courses: {
      pageTitle: 'Explore Our Premium Courses',
      pageSubTitle: 'Sub',
      homeTitle: 'Expand Your Career Opportunity With Our Courses',
      homeSubTitle: 'Home sub',
    },
  },
};

export const categoriesAnswer: EndpointAnswer<typeof layoutsApi.get> = {
  success: true,
  layout: {
    type: 'Categories',
    categories: [
      { _id: 'c1', title: 'Programming' },
      { _id: 'c2', title: 'Design' },
    ],
  },
};

/** The JSON body and method of the last call to `path`. */
export function lastCall(fetchMock: ReturnType<typeof stubApi>, path: string) {
  const call = callsTo(fetchMock, path).at(-1);
  if (!call) return undefined;
  return {
    method: call[1]?.method ?? 'GET',
    body: call[1]?.body ? (JSON.parse(String(call[1].body)) as unknown) : undefined,
  };
}
