/** Lessons grouped by their section, in course order; each keeps its index in the whole course. */
export interface LessonGroup<L> {
  section: string;
  lessons: { lesson: L; index: number }[];
  minutes: number;
}

export function groupBySection<L extends { videoSection: string; videoLength: number }>(
  lessons: readonly L[],
): LessonGroup<L>[] {
  const groups: LessonGroup<L>[] = [];
  lessons.forEach((lesson, index) => {
    let group = groups.at(-1);
    if (!group || group.section !== lesson.videoSection) {
      group = { section: lesson.videoSection, lessons: [], minutes: 0 };
      groups.push(group);
    }
    group.lessons.push({ lesson, index });
    group.minutes += lesson.videoLength;
  });
  return groups;
}
