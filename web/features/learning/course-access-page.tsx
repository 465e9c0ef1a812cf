import { useTranslation } from '#web/i18n/react.tsx';
import { FaCheck, FaChevronLeft, FaChevronRight, FaLock } from 'react-icons/fa';
import { Link, Navigate, redirect, useParams, useSearchParams } from 'react-router';
import { hasBengali } from '#shared/text.ts';
import { coursePreviewQuery, getVdoCipherOtp, useCoursePreview } from '#web/api/courses.ts';
import { useQueryClient } from '@tanstack/react-query';
import { courseContentQuery, saveLessonPosition, useCourseContent, useLearningActions } from '#web/api/learning.ts';
import { currentUserQuery } from '#web/api/profile.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { htmlToText } from '#shared/html-text.ts';
import { isAdmin, ownsCourse } from '#web/components/course/owns-course.ts';
import { VideoPlayer } from '#web/components/course/video-player.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import type { CourseContentAnswer } from '#shared/catalogue.ts';
import { ArticleLesson } from './components/article-lesson.tsx';
import { CompletionLeft } from './components/completion-left.tsx';
import { LessonList } from './components/lesson-list.tsx';
import { LessonTabs } from './components/lesson-tabs.tsx';
import { QuestionsPanel } from './components/questions-panel.tsx';
import { QuizLesson } from './quiz/quiz-lesson.tsx';
import { ReviewsPanel } from './components/reviews-panel.tsx';
import type { AccessLesson } from './components/types.ts';
import { fallbackLang, linksWithLang } from '#web/lib/fallback-lang.ts';

/**
 * Reads ?lesson= (owners) or ?preview= (everyone else): a lesson's id (issue 37). An old address's 0-based index in
 * course order still finds its lesson, and `legacy` says the address should be rewritten with the id.
 */
export function requestedLesson(
  params: URLSearchParams,
  owned: boolean,
  lessons: readonly AccessLesson[],
): { index: number | null; legacy: boolean } {
  const raw = owned ? (params.get('lesson') ?? params.get('preview')) : (params.get('preview') ?? params.get('lesson'));
  if (raw === null) return { index: null, legacy: false };
  const byId = lessons.findIndex((l) => l._id === raw);
  if (byId >= 0) return { index: byId, legacy: false };
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return n < lessons.length ? { index: n, legacy: true } : { index: null, legacy: false };
}

/** The lesson the learner used last (issue 33), when no lesson is in the address and it still exists. */
export function resumeIndex(
  content: Pick<CourseContentAnswer, 'resume'> | undefined,
  lessons: readonly AccessLesson[],
): number | null {
  const id = content?.resume?.lessonId;
  const index = id ? lessons.findIndex((l) => l._id === id) : -1;
  return index >= 0 ? index : null;
}

/** The nearest lesson before (-1) or after (+1) `from` that `canOpen` allows, or null at the end. */
export function step(
  lessons: readonly AccessLesson[],
  from: number,
  dir: 1 | -1,
  canOpen: (l: AccessLesson) => boolean,
): number | null {
  for (let i = from + dir; i >= 0 && i < lessons.length; i += dir) if (canOpen(lessons[i]!)) return i;
  return null;
}

/**
 * The learning page's data, as the page reads it: the signed-in user (who owns what), then the course's content for
 * an owner or an admin, else its public preview. An old address (a lesson's index) is sent on to the lesson's id.
 */
export const loader = pageLoader(async ({ params, url, signedIn, load }) => {
  const id = params.id ?? '';
  const user = signedIn ? await load(currentUserQuery()) : undefined;
  const content = ownsCourse(user, id) || isAdmin(user) ? await load(courseContentQuery(id)) : undefined;
  const lessons = content ? content.content : (await load(coursePreviewQuery(id)))?.course.courseData;
  if (!lessons) return;
  const requested = requestedLesson(url.searchParams, content !== undefined, lessons);
  const lesson = requested.legacy && requested.index !== null ? lessons[requested.index] : undefined;
  if (lesson) throw redirect(`${url.pathname}?${content ? 'lesson' : 'preview'}=${encodeURIComponent(lesson._id)}`);
});

/** /course-access/{id}: the learning page. Owners and admins get every lesson; others only the preview lessons. */
export function CourseAccessPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('learning');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // Only an owner's or an admin's content is asked for: anyone else's request would be refused (a 403 in the console),
  // and their preview lessons come from the public preview.
  const entitled = ownsCourse(user, id) || isAdmin(user);
  const content = useCourseContent(id, entitled);
  const contentSettled = !entitled || content.isSuccess || content.isError;
  const owned = content.isSuccess;
  const preview = useCoursePreview(id, { enabled: contentSettled && !owned });
  const actions = useLearningActions(id, { review: { errorToast: t('common:failedToSubmitReview') } });
  const queryClient = useQueryClient();

  if (!contentSettled || (!owned && preview.isPending)) {
    return (
      <Container className="py-8" aria-busy="true">
        <Skeleton className="mb-4 h-8 w-1/2" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      </Container>
    );
  }
  const failed = !owned && preview.isError ? preview.error : null;
  if (
    failed ||
    (content.isError &&
      !(content.error instanceof ApiError && [401, 403].includes(content.error.status)) &&
      !preview.isSuccess)
  ) {
    const missing = failed instanceof ApiError && failed.status === 404;
    return (
      <Container className="py-16">
        <EmptyState
          titleAs="h1"
          title={missing ? t('notFound') : t('loadError')}
          line={missing ? undefined : errorMessage(failed, '')}
          action={<ButtonLink to="/courses">{t('backToCourses')}</ButtonLink>}
        />
      </Container>
    );
  }

  const course = owned ? content.data.course : preview.data!;
  const lessons: AccessLesson[] = owned ? content.data.content : preview.data!.courseData;
  const canOpen = (lesson: AccessLesson) => owned || lesson.isPreview;
  const firstOpen = lessons.findIndex(canOpen);
  const requested = requestedLesson(params, owned, lessons);
  const active = requested.index ?? resumeIndex(owned ? content.data : undefined, lessons) ?? Math.max(0, firstOpen);
  const lesson = lessons[active];
  const allowed = lesson ? canOpen(lesson) : false;
  const prev = step(lessons, active, -1, canOpen);
  const next = step(lessons, active, 1, canOpen);
  const go = (index: number, replace = false) => {
    const target = lessons[index];
    if (target) setParams({ [owned ? 'lesson' : 'preview']: target._id }, { preventScrollReset: true, replace });
  };
  const name = htmlToText(course.name);
  const admin = isAdmin(user);

  // A learner's own video is followed: it opens where they stopped, its position is kept, and watching it completes it.
  const follow =
    owned && lesson && !admin && lesson.type === 'video'
      ? {
          startAt: content.data.content[active]?.positionSeconds ?? 0,
          onPosition: (positionSeconds: number, leaving: boolean) =>
            saveLessonPosition(queryClient, { courseId: course._id, lessonId: lesson._id, positionSeconds }, leaving),
          onWatched: () => {
            if (!lesson.isCompleted)
              actions.progress.mutate({ courseId: course._id, lessonId: lesson._id, completed: true });
          },
        }
      : undefined;

  const markComplete = () => {
    if (!lesson) return;
    actions.progress.mutate({ courseId: course._id, lessonId: lesson._id, completed: !lesson.isCompleted });
  };

  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <Link to={`/course/${course._id}`} className="text-sm text-brand-700 hover:underline dark:text-brand-100">
            {t('coursePage')}
          </Link>
          <h1
            className={cn(
              'text-xl leading-[1.4] font-extrabold text-slate-900 sm:text-3xl dark:text-white',
              hasBengali(name) && 'font-bengali',
            )}
          >
            {name}
          </h1>
        </div>
        {owned && (
          <div className="w-full max-w-xs">
            <div className="mb-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
              <span>{t('progress')}</span>
              <span data-testid="course-progress">{content.data.course.progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('progress')}
              aria-valuenow={content.data.course.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${content.data.course.progress}%` }} />
            </div>
            <CompletionLeft completion={content.data.completion} />
          </div>
        )}
      </div>
      {!owned && (
        <p
          className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
          role="note"
        >
          {t('previewOnly')}{' '}
          <Link to={`/course/${course._id}`} className="font-semibold underline">
            {t('buyToUnlock')}
          </Link>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          {requested.legacy && lesson && (
            <Navigate replace to={{ search: `?${owned ? 'lesson' : 'preview'}=${lesson._id}` }} />
          )}
          {lesson && allowed && lesson.type === 'article' ? (
            <ArticleLesson
              html={lesson.description ?? ''}
              lang={fallbackLang(lesson.fallbacks, 'description')}
              links={linksWithLang(lesson)}
            />
          ) : lesson && allowed && lesson.type === 'quiz' ? (
            user ? (
              <QuizLesson key={lesson._id} lessonId={lesson._id} courseId={course._id} admin={admin} />
            ) : (
              <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
                {t('quiz.errors.notOwner')}
              </p>
            )
          ) : lesson && allowed ? (
            <VideoPlayer
              key={lesson._id}
              follow={follow}
              videoUrl={lesson.videoUrl}
              videoPlayer={lesson.videoPlayer}
              title={lesson.title}
              getOtp={getVdoCipherOtp}
            />
          ) : (
            <div
              className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-4 text-center text-white"
              data-testid="lesson-locked"
            >
              <FaLock aria-hidden="true" className="text-3xl" />
              <p className="font-semibold">{lesson ? t('lockedLesson') : t('noLessons')}</p>
              {lesson && (
                <ButtonLink to={`/course/${course._id}`} variant="secondary">
                  {t('buyToUnlock')}
                </ButtonLink>
              )}
            </div>
          )}
          {lesson && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2
                className={cn(
                  'w-full min-w-0 text-lg font-bold sm:w-auto sm:flex-1 text-slate-900 dark:text-white',
                  hasBengali(lesson.title) && 'font-bengali',
                )}
                data-testid="lesson-title"
                lang={fallbackLang(lesson.fallbacks, 'title')}
              >
                {lesson.title}
              </h2>
              <div className="ml-auto flex gap-2">
                <Button variant="outline" size="sm" disabled={prev === null} onClick={() => prev !== null && go(prev)}>
                  <FaChevronLeft aria-hidden="true" />
                  {t('prev')}
                </Button>
                <Button variant="outline" size="sm" disabled={next === null} onClick={() => next !== null && go(next)}>
                  {t('next')}
                  <FaChevronRight aria-hidden="true" />
                </Button>
              </div>
            </div>
          )}
          {owned && lesson && !admin && lesson.type !== 'quiz' && (
            <Button
              variant={lesson.isCompleted ? 'secondary' : 'primary'}
              size="sm"
              onClick={markComplete}
              isLoading={actions.progress.isPending}
              aria-pressed={Boolean(lesson.isCompleted)}
            >
              <FaCheck aria-hidden="true" />
              {lesson.isCompleted ? t('completedButton') : t('markComplete')}
            </Button>
          )}
          {lesson && allowed && (
            <LessonTabs
              omit={lesson.type === 'article' ? ['info', 'resources'] : []}
              description={lesson.description ?? ''}
              links={course.showAllResources && owned ? lessons.flatMap(linksWithLang) : linksWithLang(lesson)}
              announcement={lesson.announcement}
              fallbacks={lesson.fallbacks}
              reviews={
                owned ? (
                  <>
                    <QuestionsPanel
                      courseId={course._id}
                      lessonId={lesson._id}
                      questions={lesson.questions ?? []}
                      actions={actions}
                    />
                    <ReviewsPanel
                      courseId={course._id}
                      reviews={content.data.reviews}
                      userId={user?._id}
                      isAdmin={admin}
                      actions={actions}
                    />
                  </>
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t('ownersOnly')}</p>
                )
              }
            />
          )}
        </div>
        <div>
          <LessonList lessons={lessons} active={active} canOpen={canOpen} onOpen={go} />
        </div>
      </div>
    </Container>
  );
}
