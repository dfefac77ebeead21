// The auth feature's mail texts (docs/i18n.md, "Mails"): the notice of a changed password.
import { defineMailTexts } from '#server/core/mail/mail-texts.ts';

export const authMailTexts = defineMailTexts({
  en: {
    subject: '{product}: your password was changed',
    greeting: 'Dear {name},',
    changed:
      'The password of your {product} account was changed just now. Your other signed-in sessions have been ended.',
    ifNot: 'If you did not do this, reset your password at {link} and tell the institute.',
  },
  bn: {
    subject: '{product}: আপনার পাসওয়ার্ড পরিবর্তন করা হয়েছে',
    greeting: 'প্রিয় {name},',
    changed:
      'আপনার {product} অ্যাকাউন্টের পাসওয়ার্ড এইমাত্র পরিবর্তন করা হয়েছে। অন্য যেসব জায়গায় সাইন ইন করা ছিল, সেসব সেশন বন্ধ করে দেওয়া হয়েছে।',
    ifNot: 'এটি আপনি না করে থাকলে {link} ঠিকানায় গিয়ে পাসওয়ার্ড রিসেট করুন এবং ইনস্টিটিউটকে জানান।',
  },
});
