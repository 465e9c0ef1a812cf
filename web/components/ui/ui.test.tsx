import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '#web/i18n/index.ts';
import { AdaptiveImage } from './adaptive-image.tsx';
import { BengaliAwareText } from './bengali-aware-text.tsx';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { requestedFonts } from '#web/lib/rich-text-fonts.ts';
import { RichText } from './rich-text.tsx';
import { SectionHeading } from './section-heading.tsx';
import { Spinner } from './spinner.tsx';

describe('BengaliAwareText', () => {
  it('adds the Bengali font to text with Bengali characters only', () => {
    render(
      <>
        <BengaliAwareText text="ওয়েব ডেভেলপমেন্ট" />
        <BengaliAwareText text="Web Development" as="p" className="text-lg" />
      </>,
    );
    expect(screen.getByText('ওয়েব ডেভেলপমেন্ট')).toHaveClass('font-bengali');
    const latin = screen.getByText('Web Development');
    expect(latin.tagName).toBe('P');
    expect(latin).not.toHaveClass('font-bengali');
    expect(latin).toHaveClass('text-lg');
  });
});

describe('RichText', () => {
  it('shows the HTML the server stored (sanitised when it was written), markup and all, at once', () => {
    const { container } = render(
      <RichText html={'<p>Learn <strong>fast</strong> &amp; <a href="/faq">well</a></p>'} />,
    );
    // no loading step: the same markup as the server's rendering of the page, so hydration finds no difference
    expect(screen.getByText('fast')).toHaveProperty('tagName', 'STRONG');
    expect(container.firstElementChild?.innerHTML).toBe(
      '<p>Learn <strong>fast</strong> &amp; <a href="/faq">well</a></p>',
    );
  });

  it('adds the Bengali font when the text has Bengali', async () => {
    render(<RichText html="<p>আমাদের লক্ষ্য</p>" as="section" />);
    const paragraph = await screen.findByText('আমাদের লক্ষ্য');
    expect(paragraph.closest('section')).toHaveClass('font-bengali', 'rich-text');
  });

  it('loads an editor font only when a text names it, and keeps its style', async () => {
    render(<RichText html="<p>plain</p>" />);
    await screen.findByText('plain');
    expect(requestedFonts()).toEqual([]);
    render(<RichText html={`<p><span style="font-family:'Tiro Bangla', serif;font-size:24px">শিরোনাম</span></p>`} />);
    expect(await screen.findByText('শিরোনাম')).toHaveStyle({ fontSize: '24px' });
    expect(requestedFonts()).toEqual(['tiro-bangla']);
  });
});

describe('building blocks', () => {
  it('EmptyState shows its title, line and action', () => {
    render(
      <EmptyState
        title="No Courses Available"
        line="Courses will appear here once they are published by the admin."
        action={<button type="button">Browse</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Courses Available' })).toBeInTheDocument();
    expect(screen.getByText('Courses will appear here once they are published by the admin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeInTheDocument();
  });

  it('Button is disabled and busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('SectionHeading gives an h2 with its subtitle, Bengali-aware', () => {
    render(<SectionHeading title="আমাদের শিক্ষার্থীরা" subtitle="What they say" />);
    expect(screen.getByRole('heading', { level: 2, name: 'আমাদের শিক্ষার্থীরা' })).toHaveClass('font-bengali');
    expect(screen.getByText('What they say')).not.toHaveClass('font-bengali');
  });

  it('Spinner announces loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('AdaptiveImage', () => {
  const upload = '/uploads/courses/3f0c.webp';

  it('loads the small copy on a low-end device and the full image elsewhere', () => {
    render(
      <>
        <AdaptiveImage src={upload} alt="low" lowEnd />
        <AdaptiveImage src={upload} alt="full" lowEnd={false} />
        <AdaptiveImage src="https://i.ytimg.com/vi/abc/hqdefault.jpg" alt="youtube" lowEnd />
        <AdaptiveImage src="https://example.com/photo.jpg" alt="elsewhere" lowEnd />
      </>,
    );
    expect(screen.getByAltText('low')).toHaveAttribute('src', '/uploads/courses/3f0c.sm.webp');
    expect(screen.getByAltText('full')).toHaveAttribute('src', upload);
    expect(screen.getByAltText('youtube')).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc/mqdefault.jpg');
    expect(screen.getByAltText('elsewhere')).toHaveAttribute('src', 'https://example.com/photo.jpg');
  });

  it('falls back to the full image when the small copy fails, and tells the caller only when that fails too', () => {
    const onError = vi.fn();
    render(<AdaptiveImage src={upload} alt="cover" lowEnd onError={onError} />);
    const image = screen.getByAltText('cover');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', upload);
    expect(onError).not.toHaveBeenCalled();
    fireEvent.error(image);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('with a kind, announces the stored size and offers the half-size copy through srcset, the same for every device', () => {
    render(
      <>
        <AdaptiveImage src={upload} kind="thumbnail" sizes="100vw" alt="card" lowEnd />
        <AdaptiveImage src="https://i.ytimg.com/vi/abc/hqdefault.jpg" kind="thumbnail" alt="youtube" />
      </>,
    );
    const card = screen.getByAltText('card');
    expect(card).toHaveAttribute('src', upload);
    expect(card).toHaveAttribute('srcset', '/uploads/courses/3f0c.sm.webp 480w, /uploads/courses/3f0c.webp 960w');
    expect(card).toHaveAttribute('sizes', '100vw');
    expect(card).toHaveAttribute('width', '960');
    expect(card).toHaveAttribute('height', '540');
    const youtube = screen.getByAltText('youtube');
    expect(youtube).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc/hqdefault.jpg');
    expect(youtube).not.toHaveAttribute('srcset');
    expect(youtube).toHaveAttribute('width', '960');
  });

  it('with a kind, drops the copy when it fails and tells the caller only when the full image fails too', () => {
    const onError = vi.fn();
    render(<AdaptiveImage src={upload} kind="avatar" alt="face" onError={onError} />);
    const image = screen.getByAltText('face');
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
    expect(onError).not.toHaveBeenCalled();
    fireEvent.error(image);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
