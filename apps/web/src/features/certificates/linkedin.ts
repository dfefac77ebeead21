// LinkedIn's "add a licence or certification" address, filled in from a certificate. Built in the browser: the portal
// never calls LinkedIn.
import { INSTITUTE, type MyCertificate } from '@portal/contract';

export const LINKEDIN_ADD_URL = 'https://www.linkedin.com/profile/add';

export function linkedInAddUrl(certificate: MyCertificate): string {
  const [year = '', month = ''] = certificate.issued_on.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.program_name,
    organizationName: INSTITUTE.name,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: certificate.verify_url,
    certId: certificate.serial,
  });
  return `${LINKEDIN_ADD_URL}?${query.toString()}`;
}
