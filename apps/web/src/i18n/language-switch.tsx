// The language switch (docs/i18n.md): one button in the public header and in both areas' headers. It names the
// other language in that language ("বাংলা" on an English page, "English" on a Bangla one), marked with its `lang`, so
// that a screen reader reads it in the right voice and a reader of either language finds it. A signed-in person's
// choice is saved in their profile too (`signedInAs`).
import './switch-font.css';
import { commonNs } from './namespaces/common.ts';
import { type SignedInRole, saveLanguage } from './save-language.ts';
import { switchLanguage, useLanguage, useT } from './use-t.ts';

interface LanguageSwitchProps {
  /** The signed-in person's role: their choice is saved in their profile. */
  signedInAs?: SignedInRole | undefined;
  /** Bootstrap's button classes: light on the public bar and the areas' dark top bar. */
  className?: string;
}

export function LanguageSwitch({ signedInAs, className = 'btn btn-outline-light btn-sm' }: LanguageSwitchProps) {
  const next = useLanguage() === 'en' ? 'bn' : 'en';
  const t = useT(commonNs);
  const choose = () => {
    void switchLanguage(next);
    if (signedInAs) void saveLanguage(signedInAs, next);
  };
  return (
    <button type="button" className={`${className} language-switch`} lang={next} onClick={choose}>
      {t('switchTo')}
    </button>
  );
}
