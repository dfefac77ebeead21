// The public footer (spec part 1, section 2): logo and social links, the contact block, the social widget.

import { INSTITUTE } from '@portal/contract';
import logoUrl from '#web/assets/logo.svg';
import { FacebookIcon, GoogleIcon, InstagramIcon, TwitterIcon } from '#web/components/ui/icons.tsx';
import { PlaceholderLink } from '#web/components/ui/placeholder-link.tsx';

const SOCIAL_LINKS = [
  { name: 'facebook', Icon: FacebookIcon },
  { name: 'twitter', Icon: TwitterIcon },
  { name: 'google', Icon: GoogleIcon },
  { name: 'instagram', Icon: InstagramIcon },
] as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="public-footer">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-4">
            <img src={logoUrl} alt={INSTITUTE.name} width={200} height={56} className="mb-3" />
            <ul className="list-unstyled d-flex gap-2 mb-0" aria-label="Social media">
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
            <h2 className="h5">Contact Us</h2>
            <address className="mb-0">
              <ul className="list-unstyled mb-0">
                {INSTITUTE.telephones.map((phone) => (
                  <li key={phone}>
                    Tel: <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
                <li>{INSTITUTE.address}</li>
                <li>
                  E-mail: <a href={`mailto:${INSTITUTE.email}`}>{INSTITUTE.email}</a>
                </li>
              </ul>
            </address>
          </div>
          <div className="col-12 col-lg-4">
            <iframe
              src={INSTITUTE.socialWidgetUrl}
              title={`${INSTITUTE.name} on social media`}
              width={340}
              height={130}
              loading="lazy"
              className="social-widget"
            />
          </div>
        </div>
      </div>
      <div className="public-footer-bottom py-3">
        <div className="container">
          <p className="mb-0 small">
            © {year} {INSTITUTE.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
