// The holder's certificate mails' texts, issued and revoked (docs/i18n.md, "Mails").
import { defineMailTexts } from '#server/core/mail/mail-texts.ts';

export const certificateMailTexts = defineMailTexts({
  en: {
    greeting: 'Dear {name},',
    'issued.subject': '{product}: certificate issued — {serial}',
    'issued.body': 'Your certificate for {program} ({course}) is issued on {date}.',
    'issued.serial': 'Serial number: {serial}',
    'issued.code': 'Verification code: {code}',
    'issued.check': 'Anyone can check it at {link}',
    'issued.download': 'Download the PDF from My certificates: {link}',
    'revoked.subject': '{product}: certificate {serial} revoked',
    'revoked.body': 'Your certificate {serial} ({course}) was revoked on {when}.',
    'revoked.reason': 'Reason: {reason}',
    'revoked.check': 'Anyone who checks it on the verification page now sees that it is revoked:',
    'revoked.after': 'If you think this is a mistake, please contact the institute.',
    'revoked.label': 'Verification page',
  },
  bn: {
    greeting: 'প্রিয় {name},',
    'issued.subject': '{product}: সনদ প্রদান করা হয়েছে — {serial}',
    'issued.body': '{program} ({course})-এর জন্য আপনার সনদ {date} তারিখে প্রদান করা হয়েছে।',
    'issued.serial': 'ক্রমিক নম্বর: {serial}',
    'issued.code': 'যাচাই কোড: {code}',
    'issued.check': 'যে কেউ এখানে এটি যাচাই করতে পারবেন: {link}',
    'issued.download': '"আমার সনদ" থেকে PDF ডাউনলোড করুন: {link}',
    'revoked.subject': '{product}: সনদ {serial} বাতিল করা হয়েছে',
    'revoked.body': 'আপনার সনদ {serial} ({course}) {when} তারিখে বাতিল করা হয়েছে।',
    'revoked.reason': 'কারণ: {reason}',
    'revoked.check': 'যাচাই পাতায় কেউ এটি যাচাই করলে এখন দেখবেন যে এটি বাতিল:',
    'revoked.after': 'এটি ভুল মনে হলে অনুগ্রহ করে ইনস্টিটিউটের সঙ্গে যোগাযোগ করুন।',
    'revoked.label': 'যাচাই পাতা',
  },
});
