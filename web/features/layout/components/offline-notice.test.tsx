import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { setOnline } from '#web/test/network.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { OfflineNotice } from './offline-notice.tsx';

afterEach(async () => {
  setOnline(true);
  await i18n.changeLanguage('en');
});

describe('offline notice', () => {
  it('appears while the browser is offline, in a polite live region that is there all along, and goes when back online', () => {
    renderWithProviders(<OfflineNotice />);
    const region = screen.getByTestId('offline-notice');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toBeEmptyDOMElement();

    setOnline(false);
    expect(region).toHaveTextContent(
      'You are offline. Pages you visited are still readable; buying and signing in need a connection.',
    );

    setOnline(true);
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks Bengali to a Bengali reader', async () => {
    await i18n.changeLanguage('bn');
    setOnline(false);
    renderWithProviders(<OfflineNotice />);
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(
      'আপনি অফলাইনে আছেন। আগে দেখা পাতাগুলো এখনও পড়া যাবে; কেনাকাটা ও সাইন ইন করতে ইন্টারনেট সংযোগ লাগবে।',
    );
  });
});
