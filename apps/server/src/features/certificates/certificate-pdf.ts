// The certificate's PDF (docs/decisions/024-certificates.md, "The PDF"): landscape A4, drawn with pdfkit in the
// standard Helvetica (no font file to ship; the names the portal registers are in Latin letters). Text is written
// top to bottom, left to right, so that the content stream's order is the reading order (a verifier copies the name,
// `pdftotext` reads holder, serial, code in that order). The same input gives the same bytes (the document's dates
// and ID come from the issue date), so a job run twice stores one file with one SHA-256.
import { formatVerificationCode, INSTITUTE, verificationUrl } from '@portal/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface CertificatePdfInput {
  serial: string;
  code: string;
  holderName: string;
  programName: string;
  courseName: string;
  /** The weighted total ("78.50"), or null. */
  resultTotal: string | null;
  issuedAt: Date;
  /** Position 1 (left) and 2 (right); a missing one leaves its line blank. */
  signatories: readonly { position: number; name: string; designation: string }[];
  publicUrl: string;
  timeZone: string;
}

const NAVY = '#0b3d66';
const GOLD = '#f2c14e';
const INK = '#1f2933';
const MUTED = '#52606d';

/** The date of issue as printed: "28 November 2026", in the institute's zone. */
export function issueDateText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}

/** The institute's emblem (the shapes of the portal's logo, apps/web/src/assets/logo.svg), 56 units square. */
function drawEmblem(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  doc.save();
  doc.translate(x, y).scale(size / 56);
  doc.roundedRect(2, 2, 52, 52, 10).fill(NAVY);
  doc.path('M28 11 L45 20 H11 Z').fill(GOLD);
  for (const left of [14, 25.5, 37]) doc.rect(left, 23, 5, 16).fill('#ffffff');
  doc.rect(11, 41, 34, 4).fill(GOLD);
  doc.restore();
}

/** Renders the certificate; resolves to the PDF's bytes. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const url = verificationUrl(input.publicUrl, input.code);
  const qr = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 6 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate ${input.serial}`,
      Author: INSTITUTE.name,
      Subject: `${input.programName}: ${input.holderName}`,
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  const inner = { x: 60, width: width - 120 };
  const centred = (text: string, y: number, font: string, size: number, color = INK) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, inner.x, y, { width: inner.width, align: 'center' });

  // Frame
  doc
    .lineWidth(6)
    .strokeColor(NAVY)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(GOLD)
    .rect(28, 28, width - 56, height - 56)
    .stroke();

  // Heading: emblem, institute, title
  drawEmblem(doc, width / 2 - 24, 44, 48);
  centred(INSTITUTE.name, 100, 'Helvetica-Bold', 20, NAVY);
  centred('Certificate', 130, 'Helvetica-Bold', 40, INK);

  // Body, in reading order
  centred('This is to certify that', 188, 'Helvetica', 14, MUTED);
  centred(input.holderName, 210, 'Helvetica-Bold', 30, NAVY);
  centred('has successfully completed the programme', 254, 'Helvetica', 14, MUTED);
  centred(input.programName, 274, 'Helvetica-Bold', 18, INK);
  centred(`Course: ${input.courseName}`, 300, 'Helvetica', 13, INK);
  const result = input.resultTotal === null ? 'Pass' : `Pass, with a total of ${input.resultTotal}`;
  centred(`Result: ${result}`, 320, 'Helvetica', 13, INK);
  centred(`Date of issue: ${issueDateText(input.issuedAt, input.timeZone)}`, 340, 'Helvetica', 13, INK);

  // Signatories: a line each, the name and designation under it (blank lines when none is set)
  const lineY = 420;
  for (const position of [1, 2]) {
    const signatory = input.signatories.find((candidate) => candidate.position === position);
    const x = position === 1 ? 110 : width - 110 - 220;
    doc
      .lineWidth(0.8)
      .strokeColor(MUTED)
      .moveTo(x, lineY)
      .lineTo(x + 220, lineY)
      .stroke();
    if (!signatory) continue;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(signatory.name, x, lineY + 6, {
        width: 220,
        align: 'center',
      });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(signatory.designation, x, lineY + 22, {
        width: 220,
        align: 'center',
      });
  }

  // Serial, code and the verification address, with the QR code of that address on the right
  const qrSize = 84;
  const footY = height - 60 - qrSize;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(`Serial number: ${input.serial}`, 60, footY + 16, { width: 420 });
  doc.text(`Verification code: ${formatVerificationCode(input.code)}`, 60, footY + 32, { width: 420 });
  doc.fillColor(MUTED).text(`Verify at ${url}`, 60, footY + 48, { width: 480 });
  doc.image(qr, width - 60 - qrSize, footY, { width: qrSize, height: qrSize });

  doc.end();
  return done;
}
