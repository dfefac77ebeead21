// The content reminder's texts (docs/i18n.md, "Mails").
import { defineMailTexts } from '#server/core/mail/mail-texts.ts';

export const contentMailTexts = defineMailTexts({
  en: {
    subject: '{product}: a content is waiting for you — {title}',
    greeting: 'Dear {name},',
    sent: 'A content was sent to your course and you have not opened it yet: "{title}".',
    where: 'You find it under Contents after you sign in: {link}',
  },
  bn: {
    subject: '{product}: একটি পাঠ্যসামগ্রী আপনার অপেক্ষায় — {title}',
    greeting: 'প্রিয় {name},',
    sent: 'আপনার কোর্সে একটি পাঠ্যসামগ্রী পাঠানো হয়েছে, যা আপনি এখনো খোলেননি: "{title}"।',
    where: 'সাইন ইন করার পর পাঠ্যসামগ্রী অংশে এটি পাবেন: {link}',
  },
});
