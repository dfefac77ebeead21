// /contact (docs/features.md, Public site): the contact form, the institute's address, e-mail and telephones, and an
// embedded map (OpenStreetMap, no key; with a link to the full map for when the frame cannot load).
import { INSTITUTE } from '@portal/contract';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ContactForm } from './contact-form.tsx';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactScreen() {
  const t = useT(publicNs);
  const tc = useT(commonNs);
  return (
    <section aria-labelledby="contact-heading">
      <h1 id="contact-heading" className="mb-4">
        {t('nav.contactUs')}
      </h1>
      {/* gx-4: a wider gutter's negative margins outgrow the container's padding (12 px of sideways scroll on a phone). */}
      <div className="row gx-4 gy-5">
        <div className="col-12 col-lg-7">
          <h2 className="h4 mb-3">{t('contact.sendUs')}</h2>
          <ContactForm />
        </div>
        <div className="col-12 col-lg-5">
          <h2 className="h4 mb-3">{INSTITUTE.name}</h2>
          <address>
            <h3 className="h6 mb-1">{t('contact.address')}</h3>
            <p>{INSTITUTE.address}</p>
            <h3 className="h6 mb-1">{t('contact.email')}</h3>
            <p>
              <a href={`mailto:${INSTITUTE.email}`}>{INSTITUTE.email}</a>
            </p>
            <h3 className="h6 mb-1">{t('contact.telephone')}</h3>
            <ul className="list-unstyled">
              {INSTITUTE.telephones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </address>
        </div>
      </div>
      <div className="mt-5 ratio ratio-21x9 contact-map">
        <iframe
          src={INSTITUTE.mapEmbedUrl}
          title={t('contact.map', { name: INSTITUTE.name, address: INSTITUTE.address })}
          loading="lazy"
          allowFullScreen
        />
      </div>
      <p className="mt-2 small">
        <a href={INSTITUTE.mapPageUrl} target="_blank" rel="noopener noreferrer">
          {t('contact.largerMap')}
          <span className="visually-hidden">{tc('opensInNewTab')}</span>
        </a>
      </p>
    </section>
  );
}
