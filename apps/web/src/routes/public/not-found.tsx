import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { useT } from '#web/i18n/use-t.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function NotFoundPage() {
  usePageTitle(paths.notFound.title);
  // The texts the error page shows for a 404 (common catalogue).
  const t = useT(commonNs);
  return (
    <section className="text-center py-5">
      <h1 className="h2 mb-3">{t('error.notFound')}</h1>
      <Link to={paths.home.path} className="btn btn-primary">
        {t('error.backHome')}
      </Link>
    </section>
  );
}
