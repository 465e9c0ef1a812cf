import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreviewLesson } from '#shared/catalogue.ts';
import i18n from '#web/i18n/index.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CourseContent } from './course-content.tsx';

/**
 * The course page's curriculum marks a title or section name that came in the other language than the reader's
 * (decision 0099: the answer's `fallbacks`) with that language's `lang`; a text in the reader's own is not marked.
 */
const COURSE = '11111111-1111-4111-8111-111111111111';

/** What a Bengali reader gets: the second lesson has no Bengali title, the second section no Bengali name. */
const bengaliReader: PreviewLesson[] = [
  { _id: 'l1', type: 'video', title: 'স্বাগতম', videoSection: 'মৌলিক', videoLength: 3, isPreview: true },
  {
    _id: 'l2',
    type: 'video',
    title: 'Variables',
    videoSection: 'মৌলিক',
    videoLength: 4,
    isPreview: false,
    fallbacks: { title: 'en' },
  },
  {
    _id: 'l3',
    type: 'video',
    title: 'প্রকল্প',
    videoSection: 'Projects',
    videoLength: 5,
    isPreview: false,
    fallbacks: { videoSection: 'en' },
  },
];
/** What an English reader gets: the first lesson's title only in Bengali. */
const englishReader: PreviewLesson[] = [
  {
    _id: 'l1',
    type: 'video',
    title: 'স্বাগতম',
    videoSection: 'Basics',
    videoLength: 3,
    isPreview: true,
    fallbacks: { title: 'bn' },
  },
  { _id: 'l2', type: 'video', title: 'Variables', videoSection: 'Basics', videoLength: 4, isPreview: false },
];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the course page’s curriculum', () => {
  it('marks the English title and section a Bengali reader gets with lang="en"', async () => {
    await act(() => i18n.changeLanguage('bn'));
    renderWithProviders(<CourseContent courseId={COURSE} lessons={bengaliReader} owned={false} />);
    expect(screen.getByText('Variables')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Projects')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('স্বাগতম')).not.toHaveAttribute('lang');
    expect(screen.getByText('মৌলিক')).not.toHaveAttribute('lang');
  });

  it('marks the Bengali title an English reader gets with lang="bn"', () => {
    renderWithProviders(<CourseContent courseId={COURSE} lessons={englishReader} owned={false} />);
    expect(screen.getByText('স্বাগতম')).toHaveAttribute('lang', 'bn');
    expect(screen.getByText('Variables')).not.toHaveAttribute('lang');
    expect(screen.getByText('Basics')).not.toHaveAttribute('lang');
  });
});
