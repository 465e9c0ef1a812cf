import type { Language } from '#shared/bilingual.ts';

/** Lessons grouped by their section, in course order; each keeps its index in the whole course. */
export interface LessonGroup<L> {
  section: string;
  /** The language the section's name came in when not the reader's (its first lesson's `fallbacks`). */
  sectionLang?: Language | undefined;
  lessons: { lesson: L; index: number }[];
  minutes: number;
}

export function groupBySection<
  L extends { videoSection: string; videoLength: number; fallbacks?: Readonly<Record<string, Language>> | undefined },
>(lessons: readonly L[]): LessonGroup<L>[] {
  const groups: LessonGroup<L>[] = [];
  lessons.forEach((lesson, index) => {
    let group = groups.at(-1);
    if (!group || group.section !== lesson.videoSection) {
      group = { section: lesson.videoSection, sectionLang: lesson.fallbacks?.videoSection, lessons: [], minutes: 0 };
      groups.push(group);
    }
    group.lessons.push({ lesson, index });
    group.minutes += lesson.videoLength;
  });
  return groups;
}
