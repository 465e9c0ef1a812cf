import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineMoon, HiOutlineSun } from 'react-icons/hi';
import { buttonClass } from '#web/components/ui/button.tsx';
import { setTheme, useTheme } from '#web/lib/theme.ts';

/** Light/dark switch; the choice is remembered (web/lib/theme.ts). */
export function ThemeSwitcher() {
  const { t } = useTranslation('layout');
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'icon')}
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? (
        <HiOutlineSun aria-hidden="true" className="h-5 w-5" />
      ) : (
        <HiOutlineMoon aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
