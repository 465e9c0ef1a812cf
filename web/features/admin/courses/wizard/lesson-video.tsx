import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { VIDEO_PLAYERS, type VideoPlayer } from '#shared/catalogue/course.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useVideoDuration } from '#web/api/courses.ts';
import { Field, inputClass } from '../../ui/form-controls.tsx';
import type { LessonProps } from './lesson-editor.tsx';
import { videoHint } from './video-hint.ts';
import { WIZARD_MESSAGES } from './wizard-checks.ts';

/** Video source, url or id, and length (minutes and seconds, clamped) with Get Duration for VdoCipher videos. */
export function LessonVideo({ sectionKey, lesson, dispatch }: LessonProps) {
  const { t } = useTranslation('admin-courses');
  const duration = useVideoDuration({ errorToast: false });
  const id = (name: string) => `lesson-${lesson.key}-${name}`;
  const update = (patch: { videoUrl?: string; minutes?: number; seconds?: number }) =>
    dispatch({ type: 'updateLesson', section: sectionKey, lesson: lesson.key, patch });

  const parsed = videoHint(lesson.videoPlayer, lesson.videoUrl);
  const hint =
    parsed.warning ??
    (parsed.id && lesson.videoPlayer !== 'vdocipher'
      ? t('videoId', { id: parsed.id })
      : t(`playerHints.${lesson.videoPlayer}`));

  const fetchDuration = () => {
    if (lesson.videoPlayer !== 'vdocipher' || lesson.videoUrl.trim() === '') {
      toast.error(WIZARD_MESSAGES.videoIdFirst);
      return;
    }
    duration.mutate(lesson.videoUrl.trim(), {
      onSuccess: (answer) => {
        const minutes = Math.floor(answer.duration / 60);
        const seconds = Math.min(59, Math.round(answer.duration % 60));
        update({ minutes, seconds });
        toast.success(t('lesson.durationFetched', { minutes, seconds }));
      },
      // a server answer without a message and a network failure have different fallbacks (admin-side §8)
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? errorMessage(error, t('lesson.durationFailed')) : t('lesson.durationError'),
        ),
    });
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field label={t('lesson.videoPlayer')} htmlFor={id('player')}>
          <select
            id={id('player')}
            className={inputClass}
            value={lesson.videoPlayer}
            onChange={(e) =>
              dispatch({
                type: 'setLessonPlayer',
                section: sectionKey,
                lesson: lesson.key,
                player: e.target.value as VideoPlayer,
              })
            }
          >
            {VIDEO_PLAYERS.map((p) => (
              <option key={p} value={p}>
                {t(`players.${p}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('lesson.videoUrl')} htmlFor={id('url')} required hint={hint}>
          <input
            id={id('url')}
            className={inputClass}
            value={lesson.videoUrl}
            onChange={(e) => update({ videoUrl: e.target.value })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Field label={t('lesson.minutes')} htmlFor={id('minutes')} className="w-28">
          <input
            id={id('minutes')}
            type="number"
            min={0}
            step={1}
            className={inputClass}
            value={lesson.minutes}
            onChange={(e) => update({ minutes: Number(e.target.value) })}
          />
        </Field>
        <Field label={t('lesson.seconds')} htmlFor={id('seconds')} className="w-28">
          <input
            id={id('seconds')}
            type="number"
            min={0}
            max={59}
            step={1}
            className={inputClass}
            value={lesson.seconds}
            onChange={(e) => update({ seconds: Number(e.target.value) })}
          />
        </Field>
        <Button variant="secondary" onClick={fetchDuration} isLoading={duration.isPending}>
          {t('lesson.getDuration')}
        </Button>
      </div>
    </div>
  );
}
