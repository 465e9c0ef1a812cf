import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CourseCard } from './course-card.tsx';
import { courseSummary } from './test-data.ts';

describe('CourseCard', () => {
  it('shows the taka price, counts, duration and the name as text, and links to the preview page', () => {
    renderWithProviders(<CourseCard course={courseSummary()} />);
    const card = screen.getByTestId('course-card');
    expect(within(card).getByTestId('price-badge')).toHaveTextContent('৳999');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Python for Beginners');
    expect(card.innerHTML).not.toContain('<strong>');
    expect(card).toHaveTextContent('Learn Python from zero.');
    expect(card).toHaveTextContent('Anisul Islam');
    expect(card).toHaveTextContent('(2 reviews)');
    expect(card).toHaveTextContent('120 students');
    expect(card).toHaveTextContent('12 lessons');
    expect(card).toHaveTextContent('1h 5m 30s');
    expect(card).toHaveAttribute('href', '/course/11111111-1111-4111-8111-111111111111');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says Free for a course without a price', () => {
    renderWithProviders(<CourseCard course={courseSummary({ price: 0 })} />);
    expect(screen.getByTestId('price-badge')).toHaveTextContent(/^Free$/);
  });

  it('in the profile links to the learning page and shows the progress in percent', () => {
    renderWithProviders(<CourseCard course={{ ...courseSummary(), progress: 42 }} context="profile" />);
    expect(screen.getByTestId('course-card')).toHaveAttribute(
      'href',
      '/course-access/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  describe('on the Bengali site', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('writes the price by CLDR bn: Bengali digits and lakh grouping (issue 34)', async () => {
      await i18n.changeLanguage('bn');
      renderWithProviders(<CourseCard course={courseSummary({ price: 123456 })} />);
      expect(screen.getByTestId('price-badge')).toHaveTextContent(/^৳১,২৩,৪৫৬$/);
    });

    it('keeps paisa as two Bengali decimals', async () => {
      await i18n.changeLanguage('bn');
      renderWithProviders(<CourseCard course={courseSummary({ price: 499.5 })} />);
      expect(screen.getByTestId('price-badge')).toHaveTextContent(/^৳৪৯৯\.৫০$/);
    });
  });
});
