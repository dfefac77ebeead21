// The mail texts of password reset and of a new account's first password (docs/i18n.md, "Mails").
import { defineMailTexts } from '#server/core/mail/mail-texts.ts';

export const registrationMailTexts = defineMailTexts({
  en: {
    greeting: 'Dear {name},',
    'reset.subject': '{product}: reset your password',
    'reset.asked': 'Someone (we hope you) asked to reset the password of your {product} account.',
    'reset.open': 'Open this link to choose a new password:',
    'reset.once':
      'The link works once and for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    'reset.label': 'Choose a new password',
    'setup.subject': '{product}: choose the password of your account',
    'setup.createdAdmin': 'An admin account of the {product} portal was created for you ({email}).',
    'setup.createdCoordinator': 'A coordinator account of the {product} portal was created for you ({email}).',
    'setup.open': 'Open this link to choose your password:',
    'setup.until': 'The link works once and until {until}. After that, use "Forgot password" on the sign-in form.',
    'setup.label': 'Choose your password',
    'done.subject': '{product}: your password was reset',
    'done.reset': 'The password of your {product} account was reset just now and every signed-in session was ended.',
    'done.ifNotText': 'If you did not do this, reset it again at {link} and tell the institute.',
    'done.ifNotHtml': 'If you did not do this, reset it again and tell the institute:',
    'done.label': 'Forgot password',
  },
  bn: {
    greeting: 'প্রিয় {name},',
    'reset.subject': '{product}: আপনার পাসওয়ার্ড রিসেট করুন',
    'reset.asked': 'কেউ (আশা করি আপনিই) আপনার {product} অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ করেছেন।',
    'reset.open': 'নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
    'reset.once':
      'লিংকটি একবারই এবং এক ঘণ্টার জন্য কাজ করবে। আপনি অনুরোধ না করে থাকলে এই মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    'reset.label': 'নতুন পাসওয়ার্ড বেছে নিন',
    'setup.subject': '{product}: আপনার অ্যাকাউন্টের পাসওয়ার্ড বেছে নিন',
    'setup.createdAdmin': 'আপনার জন্য {product} পোর্টালে একটি অ্যাডমিন অ্যাকাউন্ট খোলা হয়েছে ({email})।',
    'setup.createdCoordinator': 'আপনার জন্য {product} পোর্টালে একটি কো-অর্ডিনেটর অ্যাকাউন্ট খোলা হয়েছে ({email})।',
    'setup.open': 'আপনার পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
    'setup.until': 'লিংকটি একবারই এবং {until} পর্যন্ত কাজ করবে। এরপর সাইন ইন ফর্মের "পাসওয়ার্ড ভুলে গেছেন?" ব্যবহার করুন।',
    'setup.label': 'আপনার পাসওয়ার্ড বেছে নিন',
    'done.subject': '{product}: আপনার পাসওয়ার্ড রিসেট করা হয়েছে',
    'done.reset': 'আপনার {product} অ্যাকাউন্টের পাসওয়ার্ড এইমাত্র রিসেট করা হয়েছে এবং সাইন ইন করা সব সেশন বন্ধ করে দেওয়া হয়েছে।',
    'done.ifNotText': 'এটি আপনি না করে থাকলে {link} ঠিকানায় গিয়ে আবার রিসেট করুন এবং ইনস্টিটিউটকে জানান।',
    'done.ifNotHtml': 'এটি আপনি না করে থাকলে আবার রিসেট করুন এবং ইনস্টিটিউটকে জানান:',
    'done.label': 'পাসওয়ার্ড ভুলে গেছেন?',
  },
});
