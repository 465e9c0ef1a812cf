import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '#shared/bilingual.ts';
import type { PreviewLesson } from '#shared/catalogue.ts';
import i18n from '#web/i18n/index.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { linksWithLang } from '#web/lib/fallback-lang.ts';
import { LessonList } from './lesson-list.tsx';
import { LessonTabs } from './lesson-tabs.tsx';

/**
 * A curriculum text that came in the other language than the reader's (decision 0099: an answer's `fallbacks`) is
 * marked with that language's `lang`, so the right font and voice are used; a text in the reader's own is not.
 */

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
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the learning page', () => {
  it('marks fallen-back titles and section names in the lesson list', async () => {
    await act(() => i18n.changeLanguage('bn'));
    renderWithProviders(
      <LessonList lessons={bengaliReader} active={0} canOpen={() => true} onOpen={() => undefined} />,
    );
    expect(screen.getByText('Variables')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: /Projects/ })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: /মৌলিক/ })).not.toHaveAttribute('lang');
  });

  it.each(['bn', 'en'] as const)(
    'marks a description, announcement and link title in the other language (%s reader)',
    async (reader) => {
      const other: Language = reader === 'bn' ? 'en' : 'bn';
      await act(() => i18n.changeLanguage(reader));
      const user = userEvent.setup();
      const lesson = {
        links: [
          { title: reader === 'bn' ? 'স্লাইড' : 'Slides', url: 'https://example.com/s' },
          { title: reader === 'bn' ? 'Cheat sheet' : 'সংক্ষেপ', url: 'https://example.com/c' },
        ],
        fallbacks: { description: other, 'links.1.title': other },
      };
      renderWithProviders(
        <LessonTabs
          description={reader === 'bn' ? '<p>Names for values.</p>' : '<p>মানের নাম।</p>'}
          links={linksWithLang(lesson)}
          announcement={reader === 'bn' ? '<p>শুক্রবার ক্লাস।</p>' : '<p>Class on Friday.</p>'}
          fallbacks={lesson.fallbacks}
          reviews={null}
        />,
      );
      const description = screen.getByText(reader === 'bn' ? 'Names for values.' : 'মানের নাম।');
      expect(description.closest('.rich-text')).toHaveAttribute('lang', other);
      await user.click(screen.getByRole('tab', { name: i18n.t('learning:tabs.resources') }));
      const resources = screen.getAllByTestId('resource');
      expect(within(resources[0]!).getByText(lesson.links[0]!.title)).not.toHaveAttribute('lang');
      expect(within(resources[1]!).getByText(lesson.links[1]!.title)).toHaveAttribute('lang', other);
      await user.click(screen.getByRole('tab', { name: i18n.t('learning:tabs.announcement') }));
      const announcement = screen.getByText(reader === 'bn' ? 'শুক্রবার ক্লাস।' : 'Class on Friday.');
      expect(announcement.closest('.rich-text')).not.toHaveAttribute('lang');
    },
  );
});
