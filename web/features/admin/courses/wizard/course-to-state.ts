import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { Bilingual } from '#shared/bilingual.ts';
import { initialWizardState, type SectionDraft, type WizardState } from './wizard-state.ts';

/** Back from stored decimal minutes to whole minutes and seconds (0–59). */
export function fromVideoLength(length: number): { minutes: number; seconds: number } {
  const minutes = Math.floor(Math.max(0, length));
  return { minutes, seconds: Math.min(59, Math.round((length - minutes) * 60)) };
}

/** The wizard filled from a course of GET /courses/admin/all-courses (edit mode). */
export function stateFromCourse(course: AdminCourse): WizardState {
  let next = 1;
  const key = (prefix: string) => `${prefix}${next++}`;
  const sections: SectionDraft[] = [];
  // Every curriculum text is edited in both languages (decision 0099).
  for (const lesson of course.courseData) {
    let section = sections.at(-1);
    const name = lesson.videoSection;
    if (!section || section.name.bn !== name.bn || section.name.en !== name.en) {
      section = { key: key('s'), name, isOpen: sections.length === 0, lessons: [] };
      sections.push(section);
    }
    section.lessons.push({
      key: key('l'),
      _id: lesson._id,
      type: lesson.type,
      title: lesson.title,
      description: lesson.description,
      videoUrl: lesson.videoUrl,
      videoPlayer: lesson.videoPlayer,
      ...fromVideoLength(lesson.videoLength),
      links:
        lesson.links.length > 0
          ? lesson.links.map((l) => ({ title: l.title, url: l.url }))
          : [{ title: { bn: '', en: '' }, url: '' }],
      suggestion: lesson.suggestion ?? '',
      isPreview: lesson.isPreview,
      announcement: lesson.announcement ?? { bn: '', en: '' },
    });
  }
  const base = initialWizardState();
  // Benefits and prerequisites are edited in the primary language (the server keeps each item's other one).
  const titles = (items: { title: Bilingual }[]) =>
    items.length > 0 ? items.map((i) => ({ title: i.title[course.primaryLanguage] })) : [{ title: '' }];
  return {
    step: 0,
    info: {
      name: course.name,
      description: course.description,
      primaryLanguage: course.primaryLanguage,
      price: String(course.price),
      estimatedPrice: course.estimatedPrice === null ? '' : String(course.estimatedPrice),
      tags: course.tags,
      level: course.level,
      language: course.language,
      categories: course.categories ?? '',
      demoUrl: course.demoUrl,
      demoPlayer: course.demoPlayer,
      demoDuration: course.demoDuration === null ? '' : String(course.demoDuration),
      thumbnail: course.thumbnail,
      instructorName: course.instructorName,
      instructorAvatar: course.instructorAvatar,
      showAllResources: course.showAllResources,
    },
    benefits: titles(course.benefits),
    prerequisites: titles(course.prerequisites),
    sections: sections.length > 0 ? sections : base.sections,
    nextKey: Math.max(next, base.nextKey),
  };
}
