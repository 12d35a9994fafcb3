import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES } from '../i18n';
import { useLanguage } from '../i18n/use-language';
import './LanguageToggle.css';

export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div
      className={['language-toggle', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={t('language.groupLabel')}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="language-toggle__button"
          lang={language}
          aria-label={t(`language.${language}.label`)}
          aria-pressed={language === current}
          onClick={() => void chooseLanguage(language)}
        >
          {t(`language.${language}.short`)}
        </button>
      ))}
    </div>
  );
}
