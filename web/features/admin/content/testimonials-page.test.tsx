import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { stubXhr } from '#web/test/fake-xhr.ts';
import { preloadRichTextEditor } from '#web/test/rich-text.ts';
import type { Testimonial } from '#shared/content/pages.ts';
import { layoutsApi, testimonialsApi } from '#shared/endpoints/content.ts';
import { answer, callsTo, PENDING, renderPage, reply, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { TestimonialsPage } from './testimonials-page.tsx';

const testimonial = (n: number, over: Partial<Testimonial> = {}): Testimonial => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Learner ${n}`,
  profession: 'Developer',
  comment: `Comment ${n}`,
  rating: 5,
  avatar: null,
  isActive: true,
  order: n,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const SECTION = {
  success: true as const,
  layout: {
    type: 'Testimonials' as const,
    testimonials: { title: 'Our Students Are Our Strength', subTitle: '<p>Hear them</p>' },
  },
};

function renderTestimonials(answers: StubEntry[] = [], list: Testimonial[] = [testimonial(1)]) {
  const fetchMock = stubApi([
    ...answers,
    answer(layoutsApi.get, SECTION, { params: { type: 'Testimonials' } }),
    answer(testimonialsApi.all, { success: true, testimonials: list }),
  ]);
  renderPage(<TestimonialsPage />);
  render(<Toaster />);
  return fetchMock;
}
const table = async () => within(await screen.findByRole('table'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});
const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });

beforeAll(preloadRichTextEditor, 30_000);

describe('admin Testimonials', () => {
  it('shows skeletons while loading', () => {
    renderTestimonials([
      answer(testimonialsApi.all, PENDING),
      answer(layoutsApi.get, PENDING, { params: { type: 'Testimonials' } }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getByTestId('testimonials-loading')).toBeInTheDocument();
    expect(screen.getByTestId('section-loading')).toBeInTheDocument();
  });

  it('shows the grid columns, a comment cut at 100 characters and pages of 5, 10 or 20 (10 first)', async () => {
    const user = userEvent.setup();
    const long = 'x'.repeat(130);
    const rows = Array.from({ length: 12 }, (_, i) =>
      testimonial(i + 1, i === 0 ? { comment: long, isActive: false, rating: 4.5 } : {}),
    );
    renderTestimonials([], rows);
    const grid = await table();
    expect(grid.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Avatar',
      'Name',
      'Profession',
      'Comment',
      'Rating',
      'Status',
      'Order',
      'Actions',
    ]);
    expect(grid.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(grid.getByText('Inactive')).toBeInTheDocument();
    expect(grid.getByLabelText('Rating 4.5 out of 5')).toBeInTheDocument();
    expect(grid.getAllByRole('row')).toHaveLength(11);
    const size = screen.getByLabelText('Rows per page');
    expect(size).toHaveValue('10');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect((await table()).getAllByRole('row')).toHaveLength(3);
    await user.selectOptions(size, '20');
    expect((await table()).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByTestId('testimonial-cards')).toBeInTheDocument();
  });

  it('shows an empty state and an inline error with retry', async () => {
    renderTestimonials([], []);
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    cleanup();
    renderTestimonials([answer(testimonialsApi.all, reply(500, { success: false, message: 'boom', code: 'x' }))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses a create without name, profession and comment, clears the message once they are filled, then sends the whole body', async () => {
    const user = userEvent.setup();
    const xhr = stubXhr();
    const fetchMock = renderTestimonials([
      answer(testimonialsApi.create, { success: true, testimonial: testimonial(9) }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Testimonial' });
    expect(within(dialog).getByLabelText('Rating')).toHaveValue('5');
    // the hint says what the upload accepts (IMAGE_ACCEPT, IMAGE_MAX_BYTES), not the old "MAX. 5MB" without WebP
    expect(within(dialog).getByText('PNG, JPG, JPEG or WebP, up to 10MB. Optional.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rahim');
    await user.type(within(dialog).getByLabelText(/^Comment/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(within(dialog).getByLabelText(/^Profession/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, '/testimonials/create')).toHaveLength(0);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Rahim');

    await user.type(within(dialog).getByLabelText(/^Profession/), 'Designer');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await user.clear(within(dialog).getByLabelText(/^Comment/));
    await user.type(within(dialog).getByLabelText(/^Comment/), ' Great course ');
    // Filled: the message goes without another submit.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Profession/)).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(within(dialog).getByLabelText('Rating'), '4');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '3');

    // The avatar is a file, uploaded at once as multipart with its progress; the form sends the stored address.
    await user.upload(within(dialog).getByLabelText('Avatar'), PNG());
    // the upload starts once the file is read, which a busy machine may take a moment longer for
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const [request] = xhr.requests;
    expect([request!.method, request!.url]).toEqual(['POST', '/api/uploads/admin/image?purpose=testimonialAvatar']);
    expect(request!.file.name).toBe('face.png');
    act(() => request!.progress(30, 100));
    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading Avatar' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(dialog).getByRole('button', { name: 'Create Testimonial' })).toBeDisabled();
    act(() => request!.respond(201, { success: true, url: '/uploads/testimonials/face.webp' }));
    await waitFor(() =>
      expect(within(dialog).getByAltText('Avatar preview')).toHaveAttribute('src', '/uploads/testimonials/face.webp'),
    );
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));
    expect(await screen.findByText('Testimonial created successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/testimonials/create')).toEqual({
      name: 'Rahim',
      profession: 'Designer',
      comment: 'Great course',
      rating: 4,
      order: 3,
      isActive: false,
      avatar: '/uploads/testimonials/face.webp',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in Bengali that the fields are required, and stops saying it once they are filled', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    renderTestimonials();
    await user.click(await screen.findByRole('button', { name: 'টেস্টিমোনিয়াল যোগ করুন' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'টেস্টিমোনিয়াল তৈরি করুন' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('অনুগ্রহ করে সব আবশ্যক ঘর পূরণ করুন।');
    await user.type(within(dialog).getByLabelText(/^নাম/), 'রাকিব');
    await user.type(within(dialog).getByLabelText(/^পেশা/), 'ছাত্র');
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^মন্তব্য/), 'খুব ভালো');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels an avatar upload, and shows the server’s refusal of another', async () => {
    const user = userEvent.setup();
    const xhr = stubXhr();
    renderTestimonials();
    await user.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Avatar'), PNG());
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.requests[0]!.progress(10, 100));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel uploading Avatar' }));
    expect(xhr.requests[0]!.aborted).toBe(true);
    // the cancelled upload settles a moment after the abort: then the form can be sent again, with no picture
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create Testimonial' })).toBeEnabled());
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Avatar'), PNG());
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    act(() =>
      xhr.requests[1]!.respond(400, {
        success: false,
        message: 'Only PNG, JPG/JPEG and WebP images are accepted',
        code: 'unsupported_image_type',
      }),
    );
    expect(await within(dialog).findByText('Only PNG, JPG/JPEG and WebP images are accepted')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a negative order and keeps the form when the server refuses', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTestimonials([
      answer(
        testimonialsApi.create,
        reply(400, {
          success: false,
          message: 'Avatar must be an uploaded image or an https:// address',
          code: 'validation_failed',
        }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'A');
    await user.type(within(dialog).getByLabelText(/^Profession/), 'B');
    await user.type(within(dialog).getByLabelText(/^Comment/), 'C');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Order must be a non-negative whole number');
    expect(callsTo(fetchMock, '/testimonials/create')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '2');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));
    expect(await screen.findByText('Avatar must be an uploaded image or an https:// address')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('A');
  });

  it('updates a testimonial with PUT and the fallback on a failure without message', async () => {
    const user = userEvent.setup();
    let isOffline = true;
    const row = testimonial(1, { avatar: { url: 'https://cdn.example.com/old.png' } });
    const fetchMock = renderTestimonials(
      [
        answer(testimonialsApi.update, () => {
          if (isOffline) throw new TypeError('Failed to fetch');
          return { success: true, testimonial: row };
        }),
      ],
      [row],
    );
    await user.click((await table()).getByRole('button', { name: 'Edit Learner 1' }));
    await user.keyboard('{Escape}');
    // Closed, the form gives focus back to the row's Edit button.
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByRole('button', { name: 'Edit Learner 1' })).toHaveFocus(),
    );
    await user.click((await table()).getByRole('button', { name: 'Edit Learner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Testimonial' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Learner 1');
    expect(within(dialog).getByAltText('Avatar preview')).toHaveAttribute('src', 'https://cdn.example.com/old.png');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByAltText('Avatar preview')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Testimonial' }));
    expect(await screen.findByText('Failed to update testimonial')).toBeInTheDocument();
    isOffline = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update Testimonial' }));
    expect(await screen.findByText('Testimonial updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, `/testimonials/update/${row._id}`)).toEqual({
      name: 'Learner 1',
      profession: 'Developer',
      comment: 'Comment 1',
      rating: 5,
      order: 1,
      isActive: true,
      avatar: null,
    });
    expect(callsTo(fetchMock, `/testimonials/update/${row._id}`, 'PUT')).toHaveLength(2);
  });

  it('activates and deactivates from the answer and says so', async () => {
    const user = userEvent.setup();
    const row = testimonial(1);
    const fetchMock = renderTestimonials(
      [answer(testimonialsApi.toggle, { success: true, testimonial: { ...row, isActive: false } })],
      [row],
    );
    const grid = await table();
    await user.click(grid.getByRole('button', { name: 'Deactivate Learner 1' }));
    expect(await screen.findByText('Testimonial deactivated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/testimonials/toggle/${row._id}`, 'PATCH')).toHaveLength(1);
    cleanup();
    stubApi([
      answer(layoutsApi.get, SECTION, { params: { type: 'Testimonials' } }),
      answer(testimonialsApi.all, { success: true, testimonials: [{ ...row, isActive: false }] }),
      answer(testimonialsApi.toggle, { success: true, testimonial: row }),
    ]);
    renderPage(<TestimonialsPage />);
    render(<Toaster />);
    await user.click((await table()).getByRole('button', { name: 'Activate Learner 1' }));
    expect(await screen.findByText('Testimonial activated successfully')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const row = testimonial(1);
    const fetchMock = renderTestimonials(
      [answer(testimonialsApi.remove, { success: true, message: 'Testimonial deleted successfully' })],
      [row],
    );
    await user.click((await table()).getByRole('button', { name: 'Delete Learner 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Testimonial' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `/testimonials/delete/${row._id}`)).toHaveLength(0);
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByRole('button', { name: 'Delete Learner 1' })).toHaveFocus(),
    );
    await user.click((await table()).getByRole('button', { name: 'Delete Learner 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/testimonials/delete/${row._id}`, 'DELETE')).toHaveLength(1);
  });

  it('saves the section title and description as layout type Testimonials', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTestimonials([
      answer(layoutsApi.update, {
        success: true,
        layout: { type: 'Testimonials', testimonials: { title: 'Voices', subTitle: '<p>Hear them</p>' } },
      }),
    ]);
    const title = await screen.findByLabelText('Title');
    expect(screen.getByRole('button', { name: 'No Changes' })).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Voices');
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Testimonials section updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/layouts/admin/update-layout')).toEqual({
      type: 'Testimonials',
      title: 'Voices',
      subTitle: '<p>Hear them</p>',
    });
  });

  it('refuses a section title over 200 characters in the page, naming it, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTestimonials([]);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Title must be at most 200 characters long')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(callsTo(fetchMock, '/layouts/admin/update-layout')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Title must be at most 200 characters long')).not.toBeInTheDocument();
  });
});
