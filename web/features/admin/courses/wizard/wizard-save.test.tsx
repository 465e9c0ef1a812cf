import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRichText, findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { Toaster } from 'sonner';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubXhr } from '#web/test/fake-xhr.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { coursesAdminApi, videoApi } from '#shared/endpoints/courses.ts';
import { answer, fail, PENDING, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { adminCourse, categoriesAnswer, COURSE_ID, coursesAnswer, lastCall, lesson } from '../test-data.ts';
import { CreateCoursePage, UpdateCoursePage } from './course-wizard-page.tsx';
import { CourseWizard } from './course-wizard.tsx';
import { initialWizardState, type WizardState } from './wizard-state.ts';

const LESSON_2 = '44444444-4444-4444-8444-444444444444';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'thumb.png', { type: 'image/png' });

function setup(element: React.ReactElement, answers: StubEntry[], path = '/admin/create-course', url = path) {
  const fetchMock = stubApi([...answers, answer(layoutsApi.get, categoriesAnswer)]);
  const view = renderPage(element, { path, url });
  render(<Toaster />);
  return { fetchMock, ...view };
}

/** A state ready for the preview step (every check passes). */
function readyState(): WizardState {
  const s = initialWizardState();
  const section = s.sections[0]!;
  return {
    ...s,
    step: 3,
    info: {
      ...s.info,
      name: { bn: '', en: 'N' },
      description: { bn: '', en: 'D' },
      price: '100',
      categories: 'Programming',
      level: 'Beginner',
      demoUrl: 'd',
      thumbnail: 'data:image/png;base64,AA',
    },
    benefits: [{ title: 'B' }],
    prerequisites: [{ title: 'P' }],
    sections: [
      {
        ...section,
        lessons: [
          {
            ...section.lessons[0]!,
            title: { bn: '', en: 'T' },
            description: { bn: '', en: 'D' },
            videoUrl: 'v',
            links: [{ title: { bn: '', en: 'L' }, url: 'https://x.y' }],
          },
        ],
      },
    ],
  };
}

beforeAll(preloadRichTextEditor, 30_000);

describe('course wizard: create and update', () => {
  it('creates a course through the four steps and sends the whole body', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, router } = setup(<CreateCoursePage />, [
      answer(videoApi.metadata, { success: true, duration: 185, title: 'v', message: 'ok' }),
      answer(coursesAdminApi.create, { success: true, message: 'Course created successfully!', course: adminCourse() }),
    ]);
    // an English course: its English boxes come first and are the ones the plain labels name
    await user.selectOptions(await screen.findByLabelText(/^Course Language/), 'English');
    await fillRichText(user, await findRichText('Course Name'), 'React Mastery');
    await fillRichText(user, await findRichText('Course Description'), 'All of React');
    await user.type(screen.getByLabelText(/^Course Price/), '500');
    await user.type(screen.getByLabelText(/^Estimated Price/), '1000');
    await user.type(screen.getByLabelText(/^Course Tags/), 'react');
    await user.selectOptions(
      screen.getByLabelText(/^Course Category/),
      await screen.findByRole('option', { name: 'Programming' }),
    );
    await user.selectOptions(screen.getByLabelText(/^Course Level/), 'Intermediate');
    await user.selectOptions(screen.getByLabelText('Demo Video Source'), 'youtube');
    await user.type(screen.getByLabelText(/^Demo Video URL/), 'https://youtu.be/abcdefghijk');
    const xhr = stubXhr();
    await user.upload(screen.getByLabelText(/^Course Thumbnail/), png());
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.requests[0]!.respond(201, { success: true, url: '/uploads/courses/new.webp' }));
    expect(await screen.findByRole('img', { name: 'Course Thumbnail preview' })).toHaveAttribute(
      'src',
      '/uploads/courses/new.webp',
    );
    await user.type(screen.getByLabelText(/^Instructor Name/), 'Anis');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    await user.type(await screen.findByLabelText('Benefit 1'), 'Hooks');
    await user.type(screen.getByLabelText('Prerequisite 1'), 'JavaScript');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    await user.type(await screen.findByLabelText(/^Video Title/), 'Welcome');
    await user.type(screen.getByLabelText(/^Video URL/), 'vdo-1');
    await user.click(screen.getByRole('button', { name: 'Get Duration' }));
    expect(await screen.findByText('Duration fetched: 3m 5s')).toBeInTheDocument();
    await fillRichText(user, await findRichText('Video Description'), 'Hi');
    await user.type(screen.getByLabelText('Link 1 title'), 'Code');
    await user.type(screen.getByLabelText('Link 1 URL'), 'https://example.com');
    await user.click(screen.getByLabelText('Free preview lesson'));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Course Preview' })).toBeInTheDocument();
    const perks = screen.getByRole('list', { name: 'Included with the course' });
    expect(
      within(perks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Source code included', 'Full lifetime access', 'Certificate of completion', 'Premium Support']);
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
    expect(screen.getByText('0 students')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByText('50% off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/courses');
    const call = lastCall(fetchMock, '/courses/admin/create');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      name: { bn: '', en: '<p>React Mastery</p>' },
      description: { bn: '', en: '<p>All of React</p>' },
      primaryLanguage: 'en',
      categories: 'Programming',
      price: 500,
      estimatedPrice: 1000,
      tags: { bn: '', en: 'react' },
      thumbnail: { url: '/uploads/courses/new.webp' },
      level: 'Intermediate',
      language: 'English',
      demoUrl: 'https://youtu.be/abcdefghijk',
      demoPlayer: 'youtube',
      demoDuration: null,
      instructorName: 'Anis',
      instructorAvatar: null,
      totalVideos: 1,
      benefits: [{ title: 'Hooks' }],
      prerequisites: [{ title: 'JavaScript' }],
      courseData: [
        {
          type: 'video',
          title: { bn: '', en: 'Welcome' },
          description: { bn: '', en: '<p>Hi</p>' },
          videoUrl: 'vdo-1',
          videoPlayer: 'vdocipher',
          videoSection: { bn: '', en: 'Introduction' },
          videoLength: 3.08,
          links: [{ title: { bn: '', en: 'Code' }, url: 'https://example.com' }],
          suggestion: null,
          isPreview: true,
          announcement: null,
        },
      ],
      showAllResources: true,
    });
  }, 30_000);

  it('hides the discount when the estimated price is not above the price', async () => {
    const state = readyState();
    setup(<CourseWizard initial={{ ...state, info: { ...state.info, price: '0', estimatedPrice: '0' } }} />, []);
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('ignores a second submit while the first is loading', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup(<CourseWizard initial={readyState()} />, [answer(coursesAdminApi.create, PENDING)]);
    const create = screen.getByRole('button', { name: 'Create Course' });
    await user.click(create);
    await user.click(create);
    expect(
      (fetchMock.mock.calls as unknown as [string][]).filter(([u]) => u.endsWith('/courses/admin/create')),
    ).toHaveLength(1);
  });

  it('shows a refused create and keeps the wizard as it was', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = setup(<CourseWizard initial={readyState()} />, [
      answer(coursesAdminApi.create, fail('category_not_found', 'Category not found')),
    ]);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Course Preview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/create-course');
  });

  it('prefills the edit wizard and sends the update with the stored images and lesson ids', async () => {
    const user = userEvent.setup({ delay: null });
    const course = adminCourse({
      thumbnail: { url: '/uploads/courses/t.webp' },
      instructorAvatar: { url: '/uploads/instructors/a.webp' },
      courseData: [
        lesson(),
        lesson({ _id: LESSON_2, title: 'Deeper', videoSection: 'Deep Dive', videoLength: 10, isPreview: false }),
      ],
    });
    const { fetchMock, router } = setup(
      <UpdateCoursePage />,
      [
        answer(coursesAdminApi.all, coursesAnswer([course])),
        answer(coursesAdminApi.update, { success: true, message: 'Course updated successfully!', course }),
      ],
      '/admin/update-course/:id',
      `/admin/update-course/${COURSE_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Updation Steps' })).toBeInTheDocument();
    const name = await findRichText('Course Name');
    expect(name).toHaveTextContent('Python for Beginners');
    expect(within(name).getByText('Python').tagName).toBe('STRONG');
    expect(screen.getByLabelText(/^Course Category/)).toHaveValue('Programming');
    expect(screen.getByRole('img', { name: 'Course Thumbnail preview' })).toHaveAttribute(
      'src',
      '/uploads/courses/t.webp',
    );
    const price = screen.getByLabelText(/^Course Price/);
    await user.clear(price);
    await user.type(price, '899');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Wizard steps' })).getByRole('button', { name: /Course Content/ }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Deep Dive' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Minutes/)[0]).toHaveValue(3);
    expect(screen.getAllByLabelText(/^Seconds/)[0]).toHaveValue(30);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Wizard steps' })).getByRole('button', { name: /Course Preview/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Update Course' }));
    expect(await screen.findByText('Course updated successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/courses');
    const call = lastCall(fetchMock, `/courses/admin/update/${COURSE_ID}`);
    expect(call?.method).toBe('PUT');
    expect(call?.body).toMatchObject({
      name: { bn: '', en: '<strong>Python</strong> for Beginners' },
      primaryLanguage: 'en',
      price: 899,
      estimatedPrice: 1500,
      thumbnail: { url: '/uploads/courses/t.webp' },
      instructorAvatar: { url: '/uploads/instructors/a.webp' },
      demoDuration: 2.3,
      showAllResources: false,
      courseData: [
        {
          _id: lesson()._id,
          title: { bn: '', en: 'Welcome' },
          videoSection: { bn: '', en: 'Introduction' },
          videoLength: 3.5,
          isPreview: true,
        },
        {
          _id: LESSON_2,
          title: { bn: '', en: 'Deeper' },
          videoSection: { bn: '', en: 'Deep Dive' },
          videoLength: 10,
          isPreview: false,
        },
      ],
    });
  });

  it('says when the course to edit does not exist, with a link back', async () => {
    setup(
      <UpdateCoursePage />,
      [answer(coursesAdminApi.all, coursesAnswer([]))],
      '/admin/update-course/:id',
      '/admin/update-course/nope',
    );
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course Management' })).toHaveAttribute('href', '/admin/courses');
  });
});
