// The certificate's PDF with names in Bengali script: the text extracts as written (pdftotext) and Noto Sans Bengali
// is embedded (pdffonts); a certificate with Latin names only embeds no face.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CertificatePdfInput, renderCertificatePdf, scriptRuns } from './certificate-pdf.ts';

const base: CertificatePdfInput = {
  serial: 'BIBM-2026-000042',
  code: 'ABCDEFGHJKLM',
  holderName: 'Rahim Uddin',
  programName: 'Certified Expert in Risk Management',
  courseName: 'Risk Management Batch 1',
  resultTotal: '78.50',
  issuedAt: new Date('2026-11-28T06:00:00Z'),
  signatories: [
    { position: 1, name: 'A. K. Azad', designation: 'Director General' },
    { position: 2, name: 'S. Rahman', designation: 'Director (Certification)' },
  ],
  publicUrl: 'https://portal.example.org',
  timeZone: 'Asia/Dhaka',
};

/** pdftotext's text and pdffonts' table of a rendered certificate. */
async function readPdf(input: CertificatePdfInput): Promise<{ text: string; fonts: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-pdf-'));
  try {
    const file = path.join(dir, 'certificate.pdf');
    fs.writeFileSync(file, await renderCertificatePdf(input));
    return {
      text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
      fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows of pdffonts naming a face, with its "emb" column. */
const embedded = (fonts: string, face: string) =>
  fonts
    .split('\n')
    .filter((line) => line.includes(face))
    .map((line) => line.split(/\s+/).at(-5));

describe('the certificate PDF in Bengali script', () => {
  it('writes a holder, programme, course and signatory named in Bangla so that they extract, in Noto Sans Bengali embedded', async () => {
    const { text, fonts } = await readPdf({
      ...base,
      holderName: 'রবীন্দ্রনাথ ঠাকুর',
      programName: 'ঝুঁকি ব্যবস্থাপনায় সার্টিফিকেশন প্রোগ্রাম',
      courseName: 'ক্ষুদ্র ঋণ (ব্যাচ ১)',
      signatories: [{ position: 1, name: 'মোহাম্মদ আব্দুল্লাহ', designation: 'মহাপরিচালক' }],
    });
    for (const written of [
      'রবীন্দ্রনাথ ঠাকুর',
      'ঝুঁকি ব্যবস্থাপনায় সার্টিফিকেশন প্রোগ্রাম',
      'ক্ষুদ্র ঋণ',
      'ব্যাচ ১',
      'মোহাম্মদ আব্দুল্লাহ',
      'মহাপরিচালক',
    ]) {
      expect(text).toContain(written);
    }
    // Reading order kept: the holder, then the serial, then the code.
    const at = ['রবীন্দ্রনাথ ঠাকুর', base.serial, 'ABCD-EFGH-JKLM'].map((part) => text.indexOf(part));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Both weights of the face, embedded (a subset); the Latin texts stay in Helvetica.
    expect(embedded(fonts, 'NotoSansBengali-Regular')).toEqual(['yes']);
    expect(embedded(fonts, 'NotoSansBengali-Bold')).toEqual(['yes']);
    expect(fonts).toContain('Helvetica');
    // A certificate with Latin names only embeds no face: it is drawn as before.
    const english = await readPdf(base);
    expect(english.text).toContain('Rahim Uddin');
    expect(english.fonts).not.toContain('Bengali');
  });

  it('cuts a mixed text into runs of one script, spaces staying with the Bengali run before them, punctuation in Helvetica', () => {
    expect(scriptRuns('Course: ক্ষুদ্র ঋণ (২০২৬), 2')).toEqual([
      { bengali: false, text: 'Course: ' },
      { bengali: true, text: 'ক্ষুদ্র ঋণ ' },
      { bengali: false, text: '(' },
      { bengali: true, text: '২০২৬' },
      { bengali: false, text: '), 2' },
    ]);
  });
});

describe('the certificate PDF’s QR code', () => {
  it('is drawn as vector squares: the PDF holds no image (its decoding: certificates.routes.test.ts)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-pdf-'));
    try {
      const file = path.join(dir, 'certificate.pdf');
      fs.writeFileSync(file, await renderCertificatePdf(base));
      // pdfimages -list: two header lines, then a line per image.
      const listed = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n');
      expect(listed.slice(2)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
