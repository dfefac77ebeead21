import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function NotFoundPage() {
  usePageTitle(paths.notFound.title);
  return (
    <section className="text-center py-5">
      <h1 className="h2 mb-3">404 Error. Page Not Found</h1>
      <Link to={paths.home.path} className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
