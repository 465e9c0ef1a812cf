import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { Bilingual } from '#shared/bilingual.ts';
import type { Lesson } from '#shared/catalogue/course.ts';
import { courseSummary } from '#web/components/course/test-data.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import type { layoutsApi } from '#shared/endpoints/content.ts';
import type { coursesAdminApi } from '#shared/endpoints/courses.ts';
import { callsTo, type stubApi } from '#web/test/api-stub.ts';

/** Test answers for the admin course screens. */
export const COURSE_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

export function lesson(over: Partial<Lesson> = {}): Lesson {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    type: 'video',
    title: 'Welcome',
    videoSection: 'Introduction',
    videoUrl: 'vdo-1',
    videoPlayer: 'vdocipher',
    videoLength: 3.5,
    isPreview: true,
    description: '<p>Hello</p>',
    announcement: null,
    links: [{ title: 'Code', url: 'https://example.com/code' }],
    suggestion: null,
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
