import type { Language } from '#shared/bilingual.ts';
import type { LessonLinkSchema, LessonType, Question } from '#shared/catalogue.ts';
import type { z } from 'zod';

/** A lesson as the learning page holds it: full for owners, the public preview shape for everyone else. */
export interface AccessLesson {
  _id: string;
  type: LessonType;
  title: string;
  videoSection: string;
  videoLength: number;
  isPreview: boolean;
  videoUrl?: string;
  videoPlayer?: string;
  description?: string;
  announcement?: string | null;
  links?: z.infer<typeof LessonLinkSchema>[];
  questions?: Question[];
  isCompleted?: boolean;
  /** Texts that came in the other language (by path in the lesson: title, description, links.0.title, …). */
  fallbacks?: Record<string, Language> | undefined;
}
