// The home page's welcome heading and its text about the academic calendar and the approval process.
import { INSTITUTE } from '@portal/contract';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';

export function Welcome() {
  const t = useT(publicNs);
  return (
    <section className="py-4 welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" className="mb-3">
        {t('welcome.heading', { name: INSTITUTE.name })}
      </h1>
      <p>{t('welcome.offer')}</p>
      <p>{t('welcome.calendar')}</p>
      <p>{t('welcome.admission')}</p>
      <p className="mb-0">{t('welcome.review')}</p>
    </section>
  );
}
