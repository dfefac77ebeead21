// The invitation mail's texts (docs/i18n.md, "Mails").
import { defineMailTexts } from '#server/core/mail/mail-texts.ts';

export const invitationMailTexts = defineMailTexts({
  en: {
    subject: '{product}: invitation to {short}',
    greeting: 'Dear {name},',
    invited: 'You are invited to join {course} on the {product} portal.',
    open: 'Open this link to complete your enrolment:',
    until: 'The link works once and until {until}. If you did not expect this invitation, ignore this mail.',
    label: 'Complete your enrolment',
  },
  bn: {
    subject: '{product}: {short} কোর্সে যোগ দেওয়ার আমন্ত্রণ',
    greeting: 'প্রিয় {name},',
    invited: '{product} পোর্টালে {course} কোর্সে যোগ দিতে আপনাকে আমন্ত্রণ জানানো হচ্ছে।',
    open: 'আপনার নিবন্ধন সম্পন্ন করতে এই লিংকটি খুলুন:',
    until: 'লিংকটি একবারই এবং {until} পর্যন্ত কাজ করবে। এই আমন্ত্রণ আপনার প্রত্যাশিত না হলে মেইলটি উপেক্ষা করুন।',
    label: 'নিবন্ধন সম্পন্ন করুন',
  },
});
