// The courses module is not fenced to its own tables yet, but the learning module's are fenced from everyone.
import { lessonProgress } from '../../db/schema/learning.ts';

export const progressTable = lessonProgress;
