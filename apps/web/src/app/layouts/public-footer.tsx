// The public footer (docs/features.md, Public site): logo and social links, the contact block, the social widget.

import { formatNumber, INSTITUTE } from '@portal/contract';
import { useEffect, useState } from 'react';
import logoUrl from '#web/assets/logo.svg';
import { FacebookIcon, GoogleIcon, InstagramIcon, TwitterIcon } from '#web/components/ui/icons.tsx';
import { PlaceholderLink } from '#web/components/ui/placeholder-link.tsx';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

const SOCIAL_LINKS = [
  { name: 'facebook', Icon: FacebookIcon },
  { name: 'twitter', Icon: TwitterIcon },
  { name: 'google', Icon: GoogleIcon },
  { name: 'instagram', Icon: InstagramIcon },
] as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The 340 × 130 social page widget, which gives way to a plain link to the page when it cannot load: offline, or
 * refused by the Content-Security-Policy. A frame that the browser fills with its own error page (a blocker, a
 * proxy) cannot be told from a loaded one, so the link is under the widget too, always. Not timed: the frame
 * loads lazily, when the footer comes near the screen.
 */
export function SocialWidget() {
  const t = useT(publicNs);
  const tc = useT(commonNs);
  const [isFailed, setFailed] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    if (isFailed) return;
    const fail = () => setFailed(true);
    const widgetOrigin = new URL(INSTITUTE.socialWidgetUrl).origin;
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(widgetOrigin)) fail();
    };
    window.addEventListener('offline', fail);
    document.addEventListener('securitypolicyviolation', refused);
    return () => {
      window.removeEventListener('offline', fail);
      document.removeEventListener('securitypolicyviolation', refused);
    };
  }, [isFailed]);

  const link = (
    <a href={INSTITUTE.socialPageUrl} target="_blank" rel="noopener noreferrer">
      {t('footer.onFacebook', { name: INSTITUTE.name })}
      <span className="visually-hidden">{tc('opensInNewTab')}</span>
    </a>
  );
  if (isFailed) {
    return (
      <p className="social-widget social-widget-link d-flex align-items-center justify-content-center p-3 mb-0">
        {link}
      </p>
    );
  }
  return (
    <>
      <iframe
        src={INSTITUTE.socialWidgetUrl}
        title={t('footer.onSocialMedia', { name: INSTITUTE.name })}
        width={340}
        height={130}
        loading="lazy"
        className="social-widget d-block"
      />
      <p className="small mt-2 mb-0">{link}</p>
    </>
  );
}

export function PublicFooter() {
  const language = useLanguage();
  const year = formatNumber(language, new Date().getFullYear(), { useGrouping: false });
  const t = useT(publicNs);
  return (
    <footer className="public-footer">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-4">
            <img src={logoUrl} alt={INSTITUTE.name} width={200} height={56} className="mb-3" />
            <ul className="list-unstyled d-flex gap-2 mb-0" aria-label={t('footer.socialMedia')}>
              {SOCIAL_LINKS.map(({ name, Icon }) => (
                <li key={name}>
                  <PlaceholderLink className="social-link" aria-label={name}>
                    <Icon size={20} />
                    <span className="visually-hidden">{name}</span>
                  </PlaceholderLink>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-md-6 col-lg-4">
            <h2 className="h5">{t('nav.contactUs')}</h2>
            <address className="mb-0">
              <ul className="list-unstyled mb-0">
                {INSTITUTE.telephones.map((phone) => (
                  <li key={phone}>
                    {t('footer.tel')} <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
                <li>{INSTITUTE.address}</li>
                <li>
                  {t('footer.email')} <a href={`mailto:${INSTITUTE.email}`}>{INSTITUTE.email}</a>
                </li>
              </ul>
            </address>
          </div>
          <div className="col-12 col-lg-4">
            <SocialWidget />
          </div>
        </div>
      </div>
      <div className="public-footer-bottom py-3">
        <div className="container">
          <p className="mb-0 small">{t('footer.rights', { year, name: INSTITUTE.name })}</p>
        </div>
      </div>
    </footer>
  );
}
