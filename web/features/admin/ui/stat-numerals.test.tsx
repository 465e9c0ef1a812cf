import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { CourseStats } from '../courses/management/course-stats.tsx';
import { UserStats } from '../users/user-stats.tsx';

/** Issue 13: one numeral system per language on every admin stats screen (Bengali digits in Bengali). */
const cards = () => screen.getAllByTestId('stat-card').map((card) => card.textContent);

afterEach(() => i18n.changeLanguage('en'));

describe('admin stat cards', () => {
  it('write the course and the user figures in Bengali digits in Bengali', async () => {
    await i18n.changeLanguage('bn');
    render(
      <>
        <CourseStats stats={{ total: 12, active: 9, sales: 1234, avgRating: 4.25 }} isLoading={false} />
        <UserStats stats={{ total: 1500, admins: 2, regular: 1498, enrollments: 3070 }} isLoading={false} />
      </>,
    );
    const texts = cards();
    expect(texts).toEqual([
      expect.stringContaining('১২'),
      expect.stringContaining('১,২৩৪'),
      expect.stringMatching(/৪\.[২৩]/),
      expect.stringContaining('৯'),
      expect.stringContaining('১,৫০০'),
      expect.stringContaining('২'),
      expect.stringContaining('১,৪৯৮'),
      expect.stringContaining('৩,০৭০'),
    ]);
    for (const text of texts) expect(text).not.toMatch(/[0-9]/);
  });

  it('write them in Latin digits in English', () => {
    render(
      <>
        <CourseStats stats={{ total: 12, active: 9, sales: 1234, avgRating: 4.25 }} isLoading={false} />
        <UserStats stats={{ total: 1500, admins: 2, regular: 1498, enrollments: 3070 }} isLoading={false} />
      </>,
    );
    expect(cards()).toEqual([
      'Total Courses12',
      'Total Sales1,234',
      expect.stringMatching(/^Avg Rating4\.[23]$/),
      'Active9',
      expect.stringContaining('1,500'),
      expect.stringContaining('2'),
      expect.stringContaining('1,498'),
      expect.stringContaining('3,070'),
    ]);
  });
});
