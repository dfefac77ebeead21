// /verify and /verify/{code}: loaded lazily by the router (the page and Web Crypto check are not part of the home
// page's first load).
import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { VerifyScreen } from '#web/features/verify/index.ts';

export function VerifyPage() {
  return <LazyPage title={paths.verify.title} screen={<VerifyScreen />} />;
}

export function VerifyCodePage() {
  const { code = '' } = useParams();
  return <LazyPage title={paths.verifyCode.title} screen={<VerifyScreen key={code} code={code} />} />;
}
