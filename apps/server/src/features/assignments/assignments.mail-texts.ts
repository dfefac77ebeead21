// The submission receipt's texts (docs/i18n.md, "Mails").
import { defineMailTexts } from '#server/core/mail/mail-texts.ts';

export const assignmentMailTexts = defineMailTexts({
  en: {
    subject: '{product}: submission received — {title}',
    greeting: 'Dear {name},',
    arrived: 'Your submission for "{title}" has arrived.',
    file: 'File: {file}',
    size: 'Size: {size} bytes',
    sha256: 'SHA-256: {sha256}',
    received: 'Received: {at}',
    onTime: 'On time.',
    inGrace: 'In grace: after the last date, within the 24 hours that follow it.',
    keep: 'Keep this mail: it proves what you submitted and when.',
  },
  bn: {
    subject: '{product}: জমা গ্রহণ করা হয়েছে — {title}',
    greeting: 'প্রিয় {name},',
    arrived: '"{title}"-এর জন্য আপনার জমা পৌঁছেছে।',
    file: 'ফাইল: {file}',
    size: 'আকার: {size} বাইট',
    sha256: 'SHA-256: {sha256}',
    received: 'গ্রহণের সময়: {at}',
    onTime: 'সময়মতো।',
    inGrace: 'অতিরিক্ত সময়ে: শেষ তারিখের পরে, তার পরের ২৪ ঘণ্টার মধ্যে।',
    keep: 'মেইলটি রেখে দিন: আপনি কী জমা দিয়েছেন এবং কখন, এটি তার প্রমাণ।',
  },
});
