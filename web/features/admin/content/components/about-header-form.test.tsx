import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { AboutPageAnswer } from '#shared/content/pages.ts';
import { aboutPageApi } from '#shared/endpoints/content.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, renderWithProviders, sentBody, stubApi } from '#web/test/render.tsx';
import { AboutHeaderForm } from './about-header-form.tsx';

const PAGE: AboutPageAnswer = {
  title: 'আমাদের কথা',
  subtitle: 'আমরা শেখাই',
  mission: '<p>সবার জন্য শিক্ষা</p>',
  features: [{ icon: 'FaWallet', title: 'সাশ্রয়ী', desc: 'টাকায় দাম' }],
  updatedAt: null,
};
const UPDATE = aboutPageApi.update.path;

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('the About page header', () => {
  it('says a required field is empty in Bengali, focused, and saves the header with the stored features', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    const fetchMock = stubApi([answer(aboutPageApi.update, { success: true, aboutPage: PAGE })]);
    render(<Toaster />);
    renderWithProviders(<AboutHeaderForm page={PAGE} />);
    const title = screen.getByLabelText(/^শিরোনাম/);
    await user.clear(title);
    await user.type(title, ' {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('সব আবশ্যক ঘর পূরণ করুন');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, 'নতুন শিরোনাম{Enter}');
    expect(await screen.findByText("'আমাদের সম্পর্কে' পেজ সফলভাবে হালনাগাদ হয়েছে!")).toBeInTheDocument();
    await waitFor(() =>
      expect(sentBody(fetchMock, UPDATE)).toEqual({
        title: 'নতুন শিরোনাম',
        subtitle: PAGE.subtitle,
        mission: PAGE.mission,
        features: PAGE.features,
      }),
    );
  });
});
