import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { ACTIVATION_CODE_LENGTH } from '#shared/accounts.ts';
import { cn } from '#web/components/ui/cn.ts';

/**
 * Four single-digit boxes (spec §2 Verification): digits only, the caret advances on entry, Backspace clears
 * and moves back, the arrow keys move, and a paste into the first box fills up to four boxes.
 */
export function OtpBoxes({
  digits,
  onChange,
  isInvalid,
  errorId,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  isInvalid: boolean;
  errorId?: string;
}) {
  const { t } = useTranslation('accounts');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(ACTIVATION_CODE_LENGTH - 1, i))]?.focus();
  const set = (i: number, value: string) => {
    const next = [...digits];
    next[i] = value;
    onChange(next);
  };

  const fillFrom = (pasted: string) => {
    onChange(Array.from({ length: ACTIVATION_CODE_LENGTH }, (_, k) => pasted[k] ?? digits[k] ?? ''));
    focus(Math.min(pasted.length, ACTIVATION_CODE_LENGTH) - 1);
  };

  const onInput = (i: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    // a one-time-code autofill puts the whole code in the first box
    if (i === 0 && typed.length >= ACTIVATION_CODE_LENGTH) return fillFrom(typed);
    const digit = typed.replace(digits[i] ?? '', '').slice(-1) || typed.slice(-1);
    if (!digit) {
      if (raw === '') set(i, '');
      return;
    }
    set(i, digit);
    if (i < ACTIVATION_CODE_LENGTH - 1) focus(i + 1);
  };

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key)) {
      // typing over a filled box replaces its digit
      event.preventDefault();
      set(i, event.key);
      focus(i + 1);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      // a filled box is cleared and the caret moves back; an empty one moves back and clears the previous box
      const target = digits[i] ? i : i - 1;
      if (target < 0) return;
      set(target, '');
      focus(i - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(i - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    if (i !== 0) {
      set(i, pasted[0]!);
      focus(i + 1);
      return;
    }
    fillFrom(pasted);
  };

  return (
    <div role="group" aria-label={t('verification.code')} className="flex justify-center gap-3">
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={digit}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoFocus={i === 0}
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verification.digit', { n: i + 1 })}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          data-state={isInvalid ? 'error' : 'idle'}
          className={cn(
            'h-14 w-12 rounded-lg border-2 bg-white text-center text-2xl font-semibold text-slate-900 outline-none focus:ring-2 dark:bg-slate-800 dark:text-slate-100',
            isInvalid
              ? 'border-red-500 text-red-600 focus:ring-red-500/40 dark:text-red-400'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/30 dark:border-slate-600',
          )}
        />
      ))}
    </div>
  );
}
