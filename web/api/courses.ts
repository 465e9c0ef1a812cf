import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AdminCourseListQuery,
  BulkCoursesBody,
  BulkVisibilityBody,
  CourseBody,
  OverrideBody,
} from '#shared/catalogue/admin.ts';
import type { VideoPlayer } from '#shared/catalogue/course.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { coursesAdminApi, coursesApi, videoApi } from '#shared/endpoints/courses.ts';
import { htmlToText } from '#shared/html-text.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { catalogueKeys } from './catalogue.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';
import { pick } from '#shared/bilingual.ts';

/**
 * Courses: the public preview and the learner's own courses live under the catalogue's `['courses']` family (a
 * review, a purchase or an admin write refreshes them all); the admin's readers under `['admin', 'courses']`.
 */
export const courseKeys = {
  all: catalogueKeys.all,
  preview: (id: string) => [...catalogueKeys.all, 'preview', id] as const,
  mine: () => [...catalogueKeys.all, 'enrolled', 'mine'] as const,
  continue: () => [...catalogueKeys.all, 'enrolled', 'continue'] as const,
  admin: ['admin', 'courses'] as const,
  adminAll: () => [...courseKeys.admin, 'all'] as const,
  adminList: (query: AdminCourseListQuery) => [...courseKeys.admin, 'list', query] as const,
};

/** The outline of a course, with video ids only for preview lessons (what a non-owner may see). */
export const coursePreviewQuery = (id: string) =>
  queryOptions({
    queryKey: courseKeys.preview(id),
    queryFn: (context) => call(coursesApi.preview, { params: { id } }, context),
    select: (answer) => answer.course,
  });
export const useCoursePreview = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...coursePreviewQuery(id), ...options });

/** The caller's courses with progress, latest enrolment first. */
export const myCoursesQuery = () =>
  queryOptions({
    queryKey: courseKeys.mine(),
    queryFn: (context) => call(coursesApi.mine, {}, context),
    select: (answer) => answer.courses,
  });
export const useMyCourses = () => useQuery(myCoursesQuery());

/** "Continue learning": the caller's courses studied last, with the lesson to resume and the progress. */
export const continueLearningQuery = () =>
  queryOptions({
    queryKey: courseKeys.continue(),
    queryFn: (context) => call(coursesApi.continue, {}, context),
    select: (answer) => answer.courses,
  });
export const useContinueLearning = (enabled = true) => useQuery({ ...continueLearningQuery(), enabled });

/**
 * A VdoCipher playback licence for a video the caller may watch (a demo, a preview lesson, an owned lesson; an
 * admin any video). The video player calls it as its `getOtp`.
 */
export const getVdoCipherOtp = (videoId: string, videoPlayer: VideoPlayer) =>
  call(videoApi.otp, { body: { videoId, videoPlayer } });

/** The wizard's Get Duration: the length in seconds of a ready VdoCipher video. */
export const useVideoDuration = (options: WriteOptions = {}) =>
  useMutation({
    mutationFn: (videoId: string) => call(videoApi.metadata, { body: { videoId } }),
    meta: writeMeta(options),
  });

/** Every course, active or hidden, with its lessons and real figures (the wizard's edit mode, course pickers). */
export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: courseKeys.adminAll(),
    queryFn: (context) => call(coursesAdminApi.all, {}, context),
    select: (answer) => answer.courses,
  });
export const useAdminCourses = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...adminCoursesQuery(), ...options });

/** A course as the admin's pickers list it: its id and its name as plain text. */
export interface CourseOption {
  _id: string;
  name: string;
}

/** Every course (hidden ones too) as a picker's options: a user's courses, a coupon's "selected courses". */
export const courseOptionsQuery = () =>
  queryOptions({
    ...adminCoursesQuery(),
    select: (answer): CourseOption[] =>
      answer.courses.map((c) => ({ _id: c._id, name: htmlToText(pick(c.name, c.primaryLanguage).text) || c._id })),
  });
export const useCourseOptions = (enabled = true) => useQuery({ ...courseOptionsQuery(), enabled });

/** One page of Course Management with the stat cards; the last page stays while the next loads. */
export const adminCourseListQuery = (query: AdminCourseListQuery) =>
  queryOptions({
    queryKey: courseKeys.adminList(query),
    queryFn: (context) => call(catalogueApi.adminList, { query }, context),
    placeholderData: keepPreviousData,
  });
export const useAdminCourseList = (query: AdminCourseListQuery) => useQuery(adminCourseListQuery(query));

/** After a course write: the admin lists (and other tabs) and every public catalogue query. */
export async function coursesChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: courseKeys.all })]);
}

/** Creates a course, or replaces course `id` (the wizard's edit mode). */
export function useSaveCourse(id: string | undefined, options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseBody) =>
      id ? call(coursesAdminApi.update, { params: { id }, body }) : call(coursesAdminApi.create, { body }),
    onSuccess: () => coursesChanged(queryClient),
    meta: writeMeta(options),
  });
}

export function useDeleteCourse(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(coursesAdminApi.remove, { params: { id } }),
    onSuccess: () => coursesChanged(queryClient),
    meta: writeMeta(options),
  });
}

export function useToggleCourse(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(coursesAdminApi.toggle, { params: { id } }),
    onSuccess: () => coursesChanged(queryClient),
    meta: writeMeta(options),
  });
}

/** Deletes 1–100 courses at once; the answer says which were deleted and which refused. */
export function useBulkDeleteCourses(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkCoursesBody) => call(coursesAdminApi.bulkRemove, { body }),
    onSuccess: () => coursesChanged(queryClient),
    meta: writeMeta(options),
  });
}

/** Shows or hides 1–100 courses at once. */
export function useBulkCourseVisibility(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkVisibilityBody) => call(coursesAdminApi.bulkVisibility, { body }),
    onSuccess: () => coursesChanged(queryClient),
    meta: writeMeta(options),
  });
}

/** Shows the real rating or student count, or an admin value. */
export function useSetOverride(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OverrideBody) => call(coursesAdminApi.setOverride, { body }),
    onSuccess: () => coursesChanged(queryClient),
    meta: writeMeta(options),
  });
}
