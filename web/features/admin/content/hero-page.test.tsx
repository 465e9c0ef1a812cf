import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubXhr } from '#web/test/fake-xhr.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { answer, PENDING, reply, type StubEntry } from '#web/test/render.tsx';
import { HeroPage } from './hero-page.tsx';
import { CAT_A, CAT_B, UPDATE, bannerAnswer, categoriesAnswer, renderEditor } from './test-helpers.tsx';

const open = (answers: StubEntry[] = []) =>
  renderEditor(<HeroPage />, [
    ...answers,
    answer(layoutsApi.get, bannerAnswer({ title: 'Learn', whatsappNumber: '+8801711111111' }), {
      params: { type: 'Banner' },
    }),
    answer(layoutsApi.get, categoriesAnswer([CAT_A, CAT_B]), { params: { type: 'Categories' } }),
  ]);

describe('Hero Section (/admin/hero)', () => {
  it('shows a skeleton while loading and an inline error with retry when the banner fails', async () => {
    const { unmount } = open([answer(layoutsApi.get, PENDING, { params: { type: 'Banner' } })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Hero Section' })).toBeInTheDocument();
    expect(screen.getByTestId('editor-loading')).toBeInTheDocument();
    unmount();
    open([
      answer(layoutsApi.get, reply(500, { success: false, message: 'boom', code: 'x' }), {
        params: { type: 'Banner' },
      }),
    ]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads every field with its label and hint', async () => {
    open();
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Learn');
    expect(screen.getByLabelText('Badge Text')).toHaveValue('Learn Anything, Anywhere');
    expect(screen.getByLabelText('Social Proof Number')).toHaveValue('25,000+');
    expect(screen.getByLabelText('Social Proof Text')).toHaveValue('students learning daily');
    expect(screen.getByLabelText('Search Placeholder')).toHaveValue('Search for courses, skills, topics...');
    expect(screen.getByLabelText('WhatsApp Number')).toHaveValue('+8801711111111');
    expect(screen.getByText(/Includes country code.*empty to hide the WhatsApp button/)).toBeInTheDocument();
    for (const name of ['Show Theme Switcher', 'Show Navigation', 'Show User Profile', 'Show Mobile Menu']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByRole('switch', { name: 'Align hero text to the left' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });

  it('saves the hero part of the banner and says Hero updated successfully!', async () => {
    const user = userEvent.setup();
    const { bodyOf } = open([answer(layoutsApi.update, bannerAnswer({ title: 'Learn more' }))]);
    await user.type(await screen.findByLabelText(/^Title/), ' more');
    await user.type(screen.getByLabelText('Banner Image'), 'https://cdn.example.com/b.png');
    expect(screen.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/b.png',
    );
    await user.click(screen.getByRole('switch', { name: 'Show Theme Switcher' }));
    await user.click(screen.getByRole('switch', { name: 'Align hero text to the left' }));
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Hero updated successfully!')).toBeInTheDocument();
    expect(bodyOf(UPDATE)).toEqual({
      type: 'Banner',
      image: { url: 'https://cdn.example.com/b.png' },
      title: 'Learn more',
      subTitle: expect.any(String),
      badgeText: 'Learn Anything, Anywhere',
      socialProofNumber: '25,000+',
      socialProofText: 'students learning daily',
      searchPlaceholder: 'Search for courses, skills, topics...',
      whatsappNumber: '+8801711111111',
      heroTextLeftAlign: true,
      headerSettings: { showThemeSwitcher: false, showNavigation: true, showUserProfile: true, showMobileMenu: true },
    });
  });

  it('uploads a banner image file as multipart with its progress, and the hero form saves its address', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup({ applyAccept: false });
    const { bodyOf } = open([
      answer(layoutsApi.update, bannerAnswer({ title: 'Learn', image: { url: '/uploads/banners/up.webp' } })),
    ]);
    const input = await screen.findByLabelText('Upload image');
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only PNG, JPG/JPEG and WebP images are accepted')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', { type: 'image/png' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const [request] = xhr.requests;
    expect([request!.method, request!.url, request!.withCredentials]).toEqual([
      'POST',
      '/api/uploads/admin/image?purpose=banner',
      true,
    ]);
    expect(request!.file.name).toBe('hero.png');
    act(() => request!.progress(512, 1024));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Banner Image' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50%');
    act(() => request!.respond(201, { success: true, url: '/uploads/banners/up.webp' }));
    expect(await screen.findByDisplayValue('/uploads/banners/up.webp')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute(
      'src',
      '/uploads/banners/up.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Hero updated successfully!')).toBeInTheDocument();
    expect((bodyOf(UPDATE) as { image: { url: string } }).image.url).toBe('/uploads/banners/up.webp');
  });

  it('cancels a banner upload with its Cancel button, and shows the server’s refusal of another', async () => {
    const xhr = stubXhr();
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('Upload image');
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', { type: 'image/png' }));
    act(() => xhr.requests[0]!.progress(10, 100));
    await user.click(await screen.findByRole('button', { name: 'Cancel uploading Banner Image' }));
    expect(xhr.requests[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Banner Image')).toHaveValue('');

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'big.png', { type: 'image/png' }));
    act(() =>
      xhr.requests[1]!.respond(413, {
        success: false,
        message: 'The image must be at most 10 MB',
        code: 'image_too_large',
      }),
    );
    expect(await screen.findByText('The image must be at most 10 MB')).toBeInTheDocument();
    expect(screen.getByLabelText('Banner Image')).toHaveValue('');
  });

  it('checks the form with the shared schema before sending: an empty title and a plain http image stay unsent', async () => {
    const user = userEvent.setup();
    const { callsTo } = open();
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(screen.getByLabelText('Banner Image'), 'http://plain.example.com/x.png');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Hero title is required')).toBeInTheDocument();
    expect(screen.getByText('Image must be an https:// address or an uploaded image')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    // the first invalid control in page order
    expect(screen.getByLabelText('Banner Image')).toHaveFocus();
    expect(callsTo(UPDATE, 'PUT')).toHaveLength(0);
    await user.type(title, 'Learn');
    await user.clear(screen.getByLabelText('Banner Image'));
    await waitFor(() => expect(screen.queryByText('Hero title is required')).not.toBeInTheDocument());
  });

  it('keeps the form and shows the server message when the save is refused; Reset restores the server values', async () => {
    const user = userEvent.setup();
    open([
      answer(
        layoutsApi.update,
        reply(400, { success: false, message: 'The image could not be stored', code: 'validation' }),
      ),
    ]);
    await user.type(await screen.findByLabelText('Banner Image'), 'https://cdn.example.com/x.png');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The image could not be stored')).toBeInTheDocument();
    expect(screen.getByLabelText('Banner Image')).toHaveValue('https://cdn.example.com/x.png');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Banner Image')).toHaveValue('');
    expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
  });

  it('edits the navigation menu: positions at least 1, Cancel and Save only when changed', async () => {
    const user = userEvent.setup();
    const { bodyOf } = open([answer(layoutsApi.update, bannerAnswer())]);
    const nav = within((await screen.findByRole('heading', { name: 'Navigation Menu' })).closest('section')!);
    const save = nav.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(nav.getByLabelText('Position of Home')).toHaveValue(1);
    expect(nav.getByLabelText('Position of Design')).toHaveValue(11);
    await user.click(nav.getByRole('switch', { name: 'About' }));
    await user.clear(nav.getByLabelText('Position of FAQ'));
    await user.type(nav.getByLabelText('Position of FAQ'), '0');
    await user.tab();
    expect(nav.getByLabelText('Position of FAQ')).toHaveValue(1);
    await user.clear(nav.getByLabelText('Position of Programming'));
    await user.type(nav.getByLabelText('Position of Programming'), '3');
    await user.click(nav.getByRole('switch', { name: 'Design' }));
    await user.click(save);
    expect(await screen.findByText('Navigation settings updated successfully!')).toBeInTheDocument();
    expect(bodyOf(UPDATE)).toEqual({
      type: 'Banner',
      navigationSettings: { showHome: true, showCourses: true, showAbout: false, showPrivacy: true, showFAQ: true },
      navigationPositions: { showHome: 1, showCourses: 2, showAbout: 3, showPrivacy: 4, showFAQ: 1 },
      categoryNavigation: {
        [CAT_A._id]: { visible: true, position: 3 },
        [CAT_B._id]: { visible: false, position: 11 },
      },
    });
    await waitFor(() => expect(nav.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('Cancel drops the navigation changes', async () => {
    const user = userEvent.setup();
    open();
    const nav = within((await screen.findByRole('heading', { name: 'Navigation Menu' })).closest('section')!);
    await user.click(nav.getByRole('switch', { name: 'Home' }));
    expect(nav.getByRole('switch', { name: 'Home' })).not.toBeChecked();
    await user.click(nav.getByRole('button', { name: 'Cancel' }));
    expect(nav.getByRole('switch', { name: 'Home' })).toBeChecked();
    expect(nav.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
