import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakePlayers, type FakePlayers } from '../../../test-support/video-players.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { DemoVideo } from './demo-video.tsx';
import { VideoPlayer } from './video-player.tsx';

const noOtp = () => Promise.reject(new Error('not expected'));

describe('VideoPlayer', () => {
  it('plays a YouTube link through youtube-nocookie', () => {
    renderWithProviders(<VideoPlayer videoUrl="https://youtu.be/pQN-pnXPaVg" title="Intro" getOtp={noOtp} />);
    expect(screen.getByTestId('video-player')).toHaveAttribute('data-state', 'playing');
    expect(screen.getByTitle('Intro')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/pQN-pnXPaVg/),
    );
  });

  it('plays Vimeo by host and shows the empty state without a video', () => {
    const { unmount } = renderWithProviders(
      <VideoPlayer videoUrl="https://vimeo.com/76979871" title="V" getOtp={noOtp} />,
    );
    expect(screen.getByTitle('V')).toHaveAttribute('src', expect.stringContaining('player.vimeo.com/video/76979871'));
    unmount();
    renderWithProviders(<VideoPlayer videoUrl="" title="E" getOtp={noOtp} />);
    expect(screen.getByText('No Video Available')).toBeInTheDocument();
  });

  it('shows the spec messages for invalid YouTube and Vimeo URLs', () => {
    const { unmount } = renderWithProviders(
      <VideoPlayer videoUrl="https://www.youtube.com/watch?v=bad" title="Y" getOtp={noOtp} />,
    );
    expect(screen.getByRole('heading', { name: 'Video Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Invalid YouTube URL. Please check the video URL.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<VideoPlayer videoUrl="https://vimeo.com/about" title="V" getOtp={noOtp} />);
    expect(screen.getByText('Invalid Vimeo URL. Please check the video URL.')).toBeInTheDocument();
  });

  it('loads a VdoCipher licence, shows the server message on failure and retries', async () => {
    const getOtp = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'Protected video is not available', 'vdocipher_not_configured'))
      .mockResolvedValueOnce({ otp: 'o1', playbackInfo: 'p1' });
    renderWithProviders(<VideoPlayer videoUrl="abc123vdo" title="Secret" getOtp={getOtp} />);
    expect(screen.getByTestId('video-player')).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByText('Protected video is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Loading' }));
    await waitFor(() =>
      expect(screen.getByTitle('Secret')).toHaveAttribute(
        'src',
        'https://player.vdocipher.com/v2/?otp=o1&playbackInfo=p1',
      ),
    );
    expect(screen.getByTitle('Secret')).toHaveAttribute('allow', expect.stringContaining('encrypted-media'));
    expect(getOtp).toHaveBeenCalledWith('abc123vdo', 'vdocipher');
  });

  it('falls back to the generic message and flags bad licence data', async () => {
    const { unmount } = renderWithProviders(
      <VideoPlayer videoUrl="vdo" title="A" getOtp={() => Promise.reject(new Error(''))} />,
    );
    expect(await screen.findByText('Failed to load video. Please try again.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <VideoPlayer videoUrl="vdo" title="B" getOtp={() => Promise.resolve({ otp: '', playbackInfo: '' })} />,
    );
    expect(await screen.findByText('Invalid video data received.')).toBeInTheDocument();
  });

  it('a demo video shows the video’s picture and loads the player only when play is pressed, then plays at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoVideo videoUrl="https://youtu.be/pQN-pnXPaVg" title="Intro" getOtp={noOtp} />);
    expect(screen.getByTestId('video-player')).toHaveAttribute('data-state', 'ready');
    expect(screen.queryByTitle('Intro')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/pQN-pnXPaVg/hqdefault.jpg');
    await user.click(screen.getByRole('button', { name: 'Play the video: Intro' }));
    expect(await screen.findByTitle('Intro')).toHaveAttribute('src', expect.stringContaining('autoplay=1'));
    expect(screen.getByTestId('video-player')).toHaveAttribute('data-state', 'playing');
  });

  it('a demo video asks for a VdoCipher OTP only when play is pressed; without a video it says so at once', async () => {
    const user = userEvent.setup();
    const getOtp = vi.fn(async () => ({ otp: 'o', playbackInfo: 'p' }));
    const { unmount } = renderWithProviders(<DemoVideo videoUrl="abc123" title="Secret" getOtp={getOtp} />);
    expect(getOtp).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play the video: Secret' }));
    await waitFor(() => expect(screen.getByTestId('video-player')).toHaveAttribute('data-state', 'playing'));
    expect(getOtp).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<DemoVideo videoUrl=" " title="E" getOtp={noOtp} />);
    expect(await screen.findByText('No Video Available')).toBeInTheDocument();
  });
});

describe('VideoPlayer following a learner’s video through the player’s API', () => {
  let fakes: FakePlayers;
  beforeEach(() => {
    fakes = installFakePlayers(window);
  });
  afterEach(() => {
    fakes.uninstall();
    vi.useRealTimers();
  });
  const follow = (startAt: number) => ({ startAt, onPosition: vi.fn(), onWatched: vi.fn() });

  it('YouTube: loads with the IFrame API enabled, seeks to the kept position when ready, keeps it on pause', async () => {
    const f = follow(125);
    const { unmount } = renderWithProviders(
      <VideoPlayer videoUrl="https://youtu.be/pQN-pnXPaVg" title="Intro" getOtp={noOtp} follow={f} />,
    );
    expect(screen.getByTitle('Intro')).toHaveAttribute(
      'src',
      expect.stringContaining(`enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`),
    );
    await waitFor(() => expect(fakes.last('youtube')).toBeDefined());
    const player = fakes.last('youtube')!;
    expect(player.iframe).toBe(screen.getByTitle('Intro'));
    act(() => player.ready(600));
    expect(player.seeks).toEqual([125]);
    player.currentTime = 140;
    act(() => player.pause());
    expect(f.onPosition).toHaveBeenLastCalledWith(140, false);
    // Leaving without having moved since: nothing more to keep.
    unmount();
    expect(f.onPosition).toHaveBeenCalledTimes(1);
  });

  it('Vimeo: seeks when ready, keeps the position every 15 s of playing, says watched at 90 %, and keeps it on leaving', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const f = follow(30);
    const { unmount } = renderWithProviders(
      <VideoPlayer videoUrl="https://vimeo.com/76979871" title="V" getOtp={noOtp} follow={f} />,
    );
    await waitFor(() => expect(fakes.last('vimeo')).toBeDefined());
    const player = fakes.last('vimeo')!;
    await act(async () => player.ready(100));
    expect(player.seeks).toEqual([30]);
    for (let s = 31; s <= 100; s++) {
      vi.setSystemTime(Date.now() + 1000);
      act(() => player.time(s));
    }
    expect(f.onPosition.mock.calls.map(([seconds]) => seconds)).toEqual([45, 60, 75, 90]);
    expect(f.onWatched).toHaveBeenCalledTimes(1);
    unmount();
    expect(f.onPosition).toHaveBeenLastCalledWith(100, true);
  });

  it('VdoCipher: seeks once its metadata is in, and a saved position near the end starts from the beginning', async () => {
    const f = follow(595);
    renderWithProviders(
      <VideoPlayer
        videoUrl="abc123vdo"
        title="Secret"
        getOtp={async () => ({ otp: 'o', playbackInfo: 'p' })}
        follow={f}
      />,
    );
    await waitFor(() => expect(fakes.last('vdocipher')).toBeDefined());
    const player = fakes.last('vdocipher')!;
    act(() => player.ready(600));
    expect(player.seeks).toEqual([]);
    act(() => player.time(12));
    act(() => player.end());
    expect(f.onPosition).toHaveBeenLastCalledWith(12, false);
  });

  it('plays on when the player’s API cannot load, and loads no API for a video it does not follow', async () => {
    fakes.uninstall();
    renderWithProviders(<VideoPlayer videoUrl="https://youtu.be/pQN-pnXPaVg" title="Intro" getOtp={noOtp} />);
    expect(screen.getByTitle('Intro')).toHaveAttribute('src', expect.not.stringContaining('enablejsapi'));
    expect(document.querySelector('script[src*="youtube.com/iframe_api"]')).toBeNull();
  });
});
