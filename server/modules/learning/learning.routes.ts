import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { progressReportsApi } from '#shared/endpoints/progress-reports.ts';
import { questionBankApi } from '#shared/endpoints/question-bank.ts';
import { quizzesAdminApi, quizzesApi } from '#shared/endpoints/quizzes.ts';
import { depsOf } from '../../lib/deps.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { attemptsService } from './attempts.service.ts';
import { meritService } from './merit.service.ts';
import { progressReportService } from './progress-report.service.ts';
import { questionsService } from './questions.service.ts';
import { startQuizDeadlines } from './quiz-deadlines.ts';
import { quizzesService } from './quizzes.service.ts';

/** A CSV file of questions: 5,000 rows of long texts fit well within this. */
const CSV_BODY_LIMIT = 5 * 1024 * 1024;

/** The learning module's routes (issue 37): the question bank, quizzes, attempts and merit lists. */
export const learningModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A CSV import is sent as text/csv (this plugin's routes only).
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_r, body, done) => done(null, String(body)),
  );
  const questions = questionsService(depsOf(app));

  route(app, questionBankApi.list, ({ params, query }) => questions.list(params.courseId, query.tag));
  route(app, questionBankApi.create, ({ params, body }) => questions.create(params.courseId, body));
  route(app, questionBankApi.update, ({ params, body }) => questions.update(params.questionId, body));
  route(app, questionBankApi.remove, ({ params }) => questions.remove(params.questionId));
  route(app, questionBankApi.import, ({ params, body }) => questions.importCsv(params.courseId, body), {
    bodyLimit: CSV_BODY_LIMIT,
  });
  route(
    app,
    questionBankApi.export,
    async ({ params, reply }) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="questions.csv"')
        .header('cache-control', 'no-store')
        .send(await questions.exportCsv(params.courseId)),
    { produces: ['text/csv'] },
  );

  const quizzes = quizzesService(depsOf(app));
  route(app, quizzesAdminApi.create, ({ params, body }) => quizzes.create(params.courseId, body));
  route(app, quizzesAdminApi.list, ({ params }) => quizzes.list(params.courseId));
  route(app, quizzesAdminApi.completionRule, ({ params }) => quizzes.completionRule(params.courseId));
  route(app, quizzesAdminApi.saveCompletionRule, ({ params, body }) =>
    quizzes.saveCompletionRule(params.courseId, body),
  );
  route(app, quizzesAdminApi.one, ({ params }) => quizzes.get(params.quizId));
  route(app, quizzesAdminApi.update, ({ params, body }) => quizzes.update(params.quizId, body));
  route(app, quizzesAdminApi.results, ({ params }) => quizzes.results(params.quizId));
  route(
    app,
    quizzesAdminApi.resultsCsv,
    async ({ params, reply }) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="quiz-results.csv"')
        .header('cache-control', 'no-store')
        .send(await quizzes.resultsCsv(params.quizId)),
    { produces: ['text/csv'] },
  );
  route(app, quizzesAdminApi.grant, ({ params, body }) => quizzes.grant(params.quizId, params.userId, body));

  const reports = progressReportService(depsOf(app));
  route(app, progressReportsApi.course, ({ params, query }) => reports.course(params.courseId, query));
  route(
    app,
    progressReportsApi.courseCsv,
    async ({ params, query, reply }) => {
      const csv = await reports.csvOf(params.courseId, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv.lines));
    },
    { produces: ['text/csv'] },
  );
  route(app, progressReportsApi.learner, ({ params }) => reports.learner(params.userId));

  const taking = attemptsService(depsOf(app));
  route(app, quizzesApi.forLesson, ({ caller, params }) => taking.forLesson(caller, params.lessonId));
  route(app, quizzesApi.start, ({ caller, params, request }) =>
    taking.start(caller, params.quizId, readerLanguage(request)),
  );
  route(app, quizzesApi.attempt, ({ caller, params, request }) =>
    taking.get(caller, params.attemptId, readerLanguage(request)),
  );
  route(app, quizzesApi.answer, ({ caller, params, body }) =>
    taking.answer(caller, params.attemptId, params.questionId, body),
  );
  route(app, quizzesApi.submit, ({ caller, params }) => taking.submit(caller, params.attemptId));
  const merit = meritService(depsOf(app));
  route(app, quizzesApi.merit, ({ caller, params }) => merit.merit(caller, params.quizId));
  route(app, quizzesApi.meritName, ({ caller, body }) => merit.setInitials(caller, body.initials));

  startQuizDeadlines(app, taking);
};
