// The certificate's PDF (docs/decisions/024-certificates.md, "The PDF"): landscape A4, drawn with pdfkit in the
// standard Helvetica, and the runs of a text in Bengali script (a holder's, programme's, course's or signatory's name
// written in Bangla) in Noto Sans Bengali, embedded as a subset and shaped by fontkit (conjuncts, vowel signs placed
// before their consonant; decision 035). A text with no Bengali letter is drawn as it always was. Text is written
// top to bottom, left to right, so that the content stream's order is the reading order (a verifier copies the name,
// `pdftotext` reads holder, serial, code in that order). The same input gives the same bytes (the document's dates
// and ID come from the issue date), so a job run twice stores one file with one SHA-256.
import fs from 'node:fs';
import { createRequire } from 'node:module';
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

/** The letters drawn in Noto Sans Bengali: the Bengali block, the dandas and the zero-width (non-)joiners. */
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/;

/** Whether a text has a letter in Bengali script (and so is drawn by runs, some in Noto Sans Bengali). */
export function hasBengali(text: string): boolean {
  return BENGALI.test(text);
}

/**
 * A text cut into runs of one script each: Bengali letters in one, anything else in the other; a space stays with the
 * run before it, so that "রবীন্দ্রনাথ ঠাকুর" is one run, shaped whole. Punctuation and Latin digits go to Helvetica:
 * the Bengali subset has no glyph for them (its only one outside the Bengali block is the space).
 */
export function scriptRuns(text: string): { bengali: boolean; text: string }[] {
  const runs: { bengali: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const bengali = BENGALI.test(char) || (last?.bengali === true && /\s/u.test(char));
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ bengali, text: char });
  }
  return runs;
}

/**
 * Noto Sans Bengali, the Bengali subset of @fontsource/noto-sans-bengali (the web's face, one version for both), read
 * once, at the first Bengali text. Its WOFF files, not the WOFF2 ones: fontkit 2.0.4 fails to subset a WOFF2 face
 * with composite glyphs (a RangeError when the PDF ends).
 */
const BENGALI_FACES = { regular: '400', bold: '700' } as const;
let bengaliFaces: Record<keyof typeof BENGALI_FACES, Buffer> | null = null;
function bengaliFontFiles(): Record<keyof typeof BENGALI_FACES, Buffer> {
  if (!bengaliFaces) {
    const require = createRequire(import.meta.url);
    const read = (weight: string) =>
      fs.readFileSync(
        require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`),
      );
    bengaliFaces = { regular: read(BENGALI_FACES.regular), bold: read(BENGALI_FACES.bold) };
  }
  return bengaliFaces;
}

interface TextStyle {
  font: 'Helvetica' | 'Helvetica-Bold';
  size: number;
  color: string;
}

/**
 * Draws a text in `width` from `x` (centred, or from the left): as pdfkit always did when it has no Bengali letter;
 * otherwise on one line, run by run, each in its script's face (the Bengali one of the same weight), its size
 * lowered if the line would be wider than `width`.
 */
function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; width: number; align: 'center' | 'left' },
  style: TextStyle,
): void {
  if (!hasBengali(text)) {
    doc.font(style.font).fontSize(style.size).fillColor(style.color).text(text, at.x, at.y, {
      width: at.width,
      align: at.align,
    });
    return;
  }
  const bengaliFont = style.font === 'Helvetica-Bold' ? 'Bengali-Bold' : 'Bengali';
  const runs = scriptRuns(text).map((run) => ({ ...run, font: run.bengali ? bengaliFont : style.font }));
  const widthAt = (size: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
  let size = style.size;
  const natural = widthAt(size);
  if (natural > at.width) size = (style.size * at.width) / natural;
  let x = at.align === 'center' ? at.x + (at.width - widthAt(size)) / 2 : at.x;
  doc.fillColor(style.color);
  for (const run of runs) {
    doc.font(run.font).fontSize(size);
    if (run.bengali) withActualText(doc, run.text, () => doc.text(run.text, x, at.y, { lineBreak: false }));
    else doc.text(run.text, x, at.y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}

/**
 * Draws `draw` inside a Span whose ActualText is `text`. A Bengali run's glyphs are in visual order (a vowel sign
 * such as ে before its consonant), so copying or extracting them would scramble the word; the ActualText gives the
 * text as written. The span closes in the coordinates its glyphs were drawn in: pdfkit flips the page's coordinates,
 * and flips them back around each text object, and poppler places an ActualText by its glyphs' positions in the
 * transformation at the span's end, so a span closed in the page's flipped coordinates lands at the mirrored height.
 */
function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void): void {
  doc.save();
  doc.markContent('Span', { actual: text, lang: 'bn' });
  draw();
  doc.addContent(`1 0 0 -1 0 ${doc.page.height} cm`);
  doc.endMarkedContent();
  doc.restore();
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

/** Quiet modules around the QR code (the same white border the PNG it replaced had). */
const QR_MARGIN = 1;

/**
 * The QR code of `text` drawn as vector squares (issue 40: a PNG written with pngjs and read back by pdfkit was about a
 * third of a PDF's time): a white square, then each row's runs of dark modules as one rectangle each, filled in one
 * path. `qrcode`'s `create` gives the module matrix (error correction M, as before).
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2 * QR_MARGIN);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col += 1;
      doc.rect(x + (QR_MARGIN + start) * unit, y + (QR_MARGIN + row) * unit, (col - start) * unit, unit);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/** Renders the certificate; resolves to the PDF's bytes. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const url = verificationUrl(input.publicUrl, input.code);
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
  const names = [input.holderName, input.programName, input.courseName];
  if ([...names, ...input.signatories.flatMap((s) => [s.name, s.designation])].some(hasBengali)) {
    const faces = bengaliFontFiles();
    doc.registerFont('Bengali', faces.regular);
    doc.registerFont('Bengali-Bold', faces.bold);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  const inner = { x: 60, width: width - 120 };
  const centred = (text: string, y: number, font: TextStyle['font'], size: number, color = INK) =>
    drawText(doc, text, { x: inner.x, y, width: inner.width, align: 'center' }, { font, size, color });

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
    drawText(
      doc,
      signatory.name,
      { x, y: lineY + 6, width: 220, align: 'center' },
      { font: 'Helvetica-Bold', size: 12, color: INK },
    );
    drawText(
      doc,
      signatory.designation,
      { x, y: lineY + 22, width: 220, align: 'center' },
      { font: 'Helvetica', size: 10, color: MUTED },
    );
  }

  // Serial, code and the verification address, with the QR code of that address on the right
  const qrSize = 84;
  const footY = height - 60 - qrSize;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(`Serial number: ${input.serial}`, 60, footY + 16, { width: 420 });
  doc.text(`Verification code: ${formatVerificationCode(input.code)}`, 60, footY + 32, { width: 420 });
  doc.fillColor(MUTED).text(`Verify at ${url}`, 60, footY + 48, { width: 480 });
  drawQrCode(doc, url, width - 60 - qrSize, footY, qrSize);

  doc.end();
  return done;
}
