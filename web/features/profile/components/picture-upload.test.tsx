import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { stubXhr } from '#web/test/fake-xhr.ts';
import { authApi } from '#shared/endpoints/auth.ts';
import { answer, renderWithProviders, stubApi } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { PictureUpload } from './picture-upload.tsx';

const png = (name = 'me.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function show(kind: 'avatar' | 'cover' = 'avatar') {
  const fetchMock = stubApi([answer(authApi.refresh, { success: true, accessToken: 'a', user: testUser() })]);
  const xhr = stubXhr();
  renderWithProviders(<PictureUpload kind={kind} fallback={<span>AB</span>} />);
  render(<Toaster />);
  return { xhr, fetchMock };
}

const pick = async (label: RegExp, file = png()) => {
  await userEvent.setup().upload(screen.getByLabelText(label), file);
};

describe('PictureUpload', () => {
  it('streams the picture as multipart, shows its progress, and reports the new picture', async () => {
    const { xhr } = show();
    await pick(/^Profile Picture: Choose image/);
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const [request] = xhr.requests;
    expect([request!.method, request!.url, request!.withCredentials]).toEqual([
      'PUT',
      '/api/users/profile/upload-avatar',
      true,
    ]);
    expect(request!.file.name).toBe('me.png');
    const bar = screen.getByRole('progressbar', { name: 'Uploading Profile Picture' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => request!.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    act(() =>
      request!.respond(200, {
        success: true,
        message: 'Profile picture updated successfully!',
        user: testUser({ avatar: { url: '/uploads/avatars/new.webp' } }),
      }),
    );
    expect(await screen.findByText('Profile picture updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refreshes the session once on 401 and sends the file again', async () => {
    holdSignedInCookie();
    const { xhr, fetchMock } = show('cover');
    await pick(/^Cover Photo: Choose image/);
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.requests[0]!.respond(401, { success: false, message: 'Please log in', code: 'unauthorized' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(xhr.requests[1]!.url).toBe('/api/users/profile/upload-cover');
    act(() =>
      xhr.requests[1]!.respond(200, {
        success: true,
        message: 'Cover photo updated successfully!',
        user: testUser({ coverPhoto: { url: '/uploads/covers/new.webp' } }),
      }),
    );
    expect(await screen.findByText('Cover photo updated successfully!')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const { xhr } = show();
    await pick(/^Profile Picture: Choose image/);
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() =>
      xhr.requests[0]!.respond(413, {
        success: false,
        message: 'The image must be at most 10 MB',
        code: 'image_too_large',
      }),
    );
    expect(await screen.findByText('Failed to update profile picture')).toBeInTheDocument();
    expect(screen.getByText('The image must be at most 10 MB')).toBeInTheDocument();
  });

  it('says in the reader’s language that too many uploads are running (issue 32 §7)', async () => {
    await i18n.changeLanguage('bn');
    try {
      const { xhr } = show();
      await pick(/^প্রোফাইল ছবি: ছবি বাছাই করুন/);
      await waitFor(() => expect(xhr.requests).toHaveLength(1));
      act(() =>
        xhr.requests[0]!.respond(429, {
          success: false,
          message: 'You are already uploading 3 images. Please wait until they finish.',
          code: 'too_many_uploads',
        }),
      );
      expect(
        await screen.findByText('আপনি ইতিমধ্যে 3টি ছবি আপলোড করছেন। সেগুলো শেষ হওয়া পর্যন্ত অপেক্ষা করুন।'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says that the server is busy with other uploads', async () => {
    const { xhr } = show();
    await pick(/^Profile Picture: Choose image/);
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.requests[0]!.respond(503, { success: false, message: 'Busy', code: 'uploads_busy' }));
    expect(
      await screen.findByText('The server is busy with other uploads. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('cancels in Bengali: the Cancel button aborts the upload', async () => {
    await i18n.changeLanguage('bn');
    try {
      const { xhr } = show();
      await pick(/^প্রোফাইল ছবি: ছবি বাছাই করুন/);
      await waitFor(() => expect(xhr.requests).toHaveLength(1));
      act(() => xhr.requests[0]!.progress(1, 4));
      expect(screen.getByRole('progressbar', { name: 'প্রোফাইল ছবি আপলোড হচ্ছে' })).toHaveAttribute(
        'aria-valuenow',
        '25',
      );
      await userEvent.setup().click(screen.getByRole('button', { name: 'প্রোফাইল ছবি আপলোড বাতিল করুন' }));
      expect(xhr.requests[0]!.aborted).toBe(true);
      expect(await screen.findByText('আপলোড বাতিল করা হয়েছে')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.queryByText('প্রোফাইল ছবি আপডেট করা যায়নি')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
