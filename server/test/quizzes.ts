import type { FastifyInstance } from 'fastify';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { AdminQuestion, QuestionBody } from '#shared/learning/questions.ts';
import type { CreateQuizBody } from '#shared/learning/quizzes.ts';

/** Quiz data factories for API tests, through the real admin endpoints. */

export async function addQuestion(app: FastifyInstance, admin: string, courseId: string, body: QuestionBody) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/courses/${courseId}/questions`,
    headers: { cookie: admin },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`addQuestion failed: ${res.statusCode} ${res.body}`);
  return res.json().question as AdminQuestion;
}

export function quizBody(overrides: Partial<CreateQuizBody> = {}): CreateQuizBody {
  return {
    title: 'Model test 1',
    sectionIndex: 0,
    questionCount: 1,
    passPercent: 50,
    shuffle: false,
    showAnswers: 'after_attempt',
    ...overrides,
  };
}

export async function createQuiz(
  app: FastifyInstance,
  admin: string,
  course: Pick<AdminCourse, '_id'>,
  body: CreateQuizBody,
): Promise<{ _id: string; lessonId: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/courses/${course._id}/quizzes`,
    headers: { cookie: admin },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`createQuiz failed: ${res.statusCode} ${res.body}`);
  return res.json().quiz;
}

/** A question of each kind whose key and explanation are strings found nowhere else (for the leak tests). */
export const SECRET = {
  explanation: 'EXPLANATION-7f3a9c',
  numeric: 48151623,
  accepted: 'QUOKKA-ANSWER-5d21',
} as const;

export function secretQuestions(): QuestionBody[] {
  return [
    {
      type: 'single',
      text: { bn: 'বাংলাদেশের রাজধানী কোনটি?', en: 'Which is the capital of Bangladesh?' },
      options: [{ text: 'ঢাকা' }, { text: 'খুলনা' }, { text: 'রাজশাহী' }],
      correctOptions: [0],
      explanation: `${SECRET.explanation}-single`,
      points: 1,
      tags: ['ভূগোল'],
    },
    {
      type: 'multiple',
      text: 'Which are prime?',
      options: [{ text: 'two' }, { text: 'three' }, { text: 'four' }],
      correctOptions: [0, 1],
      explanation: `${SECRET.explanation}-multiple`,
      points: 2,
      tags: ['math'],
    },
    {
      type: 'true_false',
      text: 'পৃথিবী গোল।',
      correctOptions: [0],
      explanation: `${SECRET.explanation}-tf`,
      points: 1,
      tags: ['ভূগোল'],
    },
    {
      type: 'numeric',
      text: 'The secret number?',
      numericAnswer: SECRET.numeric,
      explanation: `${SECRET.explanation}-numeric`,
      points: 1,
      tags: ['math'],
    },
    {
      type: 'short_text',
      text: 'The secret word?',
      acceptedAnswers: [SECRET.accepted],
      explanation: `${SECRET.explanation}-short`,
      points: 1,
      tags: ['math'],
    },
  ];
}

/** What a learner's bytes must never hold before grading: every explanation, the numeric and the accepted keys. */
export function leaks(body: string): string[] {
  const found: string[] = [];
  if (body.includes(SECRET.explanation)) found.push('explanation');
  if (body.includes(String(SECRET.numeric))) found.push('numeric key');
  if (body.includes(SECRET.accepted)) found.push('accepted answer');
  for (const field of ['correctOptions', 'correctOptionIds', 'acceptedAnswers', 'numericAnswer', 'optionIds']) {
    if (body.includes(field)) found.push(field);
  }
  return found;
}
