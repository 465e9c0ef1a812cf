import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineTranslate } from 'react-icons/hi';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { saveLanguage } from '#web/api/profile.ts';

/** English/বাংলা switch: shows the other language's name and switches to it; i18n remembers the choice. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  const next = i18n.resolvedLanguage === 'bn' ? 'en' : 'bn';
  const name = t(`language.${next}`);
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm', cn('h-10 px-2.5', className))}
      title={t('language.switchTo', { language: name })}
      onClick={() => {
        void i18n.changeLanguage(next);
        saveLanguage(next);
      }}
    >
      <HiOutlineTranslate aria-hidden="true" className="h-5 w-5" />
      <span className="sr-only">{t('language.label')}:</span>{' '}
      {/* on the narrowest phones only the icon shows (the name stays the button's name), so a signed-in
          reader's bell fits beside it */}
      <span lang={next} className={cn(next === 'bn' ? 'font-bengali' : 'font-sans', 'max-[419px]:sr-only')}>
        {name}
      </span>
    </button>
  );
}
