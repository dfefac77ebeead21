// The mail texts of a profile's change of e-mail (docs/i18n.md, "Mails").
import { defineMailTexts } from '#server/core/mail/mail-texts.ts';

export const profileMailTexts = defineMailTexts({
  en: {
    greeting: 'Dear {name},',
    'changed.subject': '{product}: your e-mail address was changed',
    'changed.done':
      'The e-mail address of your {product} account was changed just now to {masked}. From now on you sign in with the new address.',
    'changed.ifNot': 'If you did not do this, contact the institute at once: {email}.',
    'link.subject': '{product}: confirm your new e-mail address',
    'link.asked': 'You asked to sign in to your {product} account with this address from now on.',
    'link.open': 'Open this link to confirm it:',
    'link.once':
      'The link works once and for 24 hours. Until it is followed, your account keeps its old address. If you did not ask for this, ignore this mail: nothing changes.',
    'inUse.subject': '{product}: this e-mail address is already in use',
    'inUse.greeting': 'Hello,',
    'inUse.asked':
      'Someone asked to move the sign-in of a {product} account to this address, but this address is already in use on the portal (it has an account, or an invitation waiting for it). Nothing was changed.',
    'inUse.forgot':
      'If you have an account with this address and forgot its password, choose a new one at {link}. If you did not expect this mail, ignore it.',
    'requested.subject': '{product}: a change of your e-mail address was asked',
    'requested.asked':
      'Someone signed in to your {product} account asked to change its e-mail address to {masked}. Nothing changes until the link sent to that address is followed (within 24 hours).',
    'requested.ifNot':
      "If you did not do this, change your password at once (it ends every other session, and so the request's session) and contact the institute: {email}.",
  },
  bn: {
    greeting: 'প্রিয় {name},',
    'changed.subject': '{product}: আপনার ই-মেইল ঠিকানা পরিবর্তন করা হয়েছে',
    'changed.done':
      'আপনার {product} অ্যাকাউন্টের ই-মেইল ঠিকানা এইমাত্র পরিবর্তন করে {masked} করা হয়েছে। এখন থেকে আপনি নতুন ঠিকানা দিয়ে সাইন ইন করবেন।',
    'changed.ifNot': 'এটি আপনি না করে থাকলে এখনই ইনস্টিটিউটের সঙ্গে যোগাযোগ করুন: {email}',
    'link.subject': '{product}: আপনার নতুন ই-মেইল ঠিকানা নিশ্চিত করুন',
    'link.asked': 'আপনি এখন থেকে এই ঠিকানা দিয়ে আপনার {product} অ্যাকাউন্টে সাইন ইন করার অনুরোধ করেছেন।',
    'link.open': 'নিশ্চিত করতে এই লিংকটি খুলুন:',
    'link.once':
      'লিংকটি একবারই এবং ২৪ ঘণ্টার জন্য কাজ করবে। লিংকটি খোলা না হওয়া পর্যন্ত আপনার অ্যাকাউন্টে পুরোনো ঠিকানাই থাকবে। আপনি অনুরোধ না করে থাকলে এই মেইলটি উপেক্ষা করুন: কিছুই পরিবর্তন হবে না।',
    'inUse.subject': '{product}: এই ই-মেইল ঠিকানাটি আগে থেকেই ব্যবহৃত হচ্ছে',
    'inUse.greeting': 'প্রিয় ব্যবহারকারী,',
    'inUse.asked':
      'কেউ একটি {product} অ্যাকাউন্টের সাইন ইন এই ঠিকানায় সরিয়ে নেওয়ার অনুরোধ করেছেন, কিন্তু এই ঠিকানাটি পোর্টালে আগে থেকেই ব্যবহৃত হচ্ছে (এর একটি অ্যাকাউন্ট আছে, অথবা এর জন্য একটি আমন্ত্রণ অপেক্ষায় আছে)। কিছুই পরিবর্তন করা হয়নি।',
    'inUse.forgot':
      'এই ঠিকানায় আপনার অ্যাকাউন্ট থাকলে এবং তার পাসওয়ার্ড ভুলে গেলে {link} ঠিকানায় গিয়ে নতুন পাসওয়ার্ড বেছে নিন। এই মেইল প্রত্যাশিত না হলে এটি উপেক্ষা করুন।',
    'requested.subject': '{product}: আপনার ই-মেইল ঠিকানা পরিবর্তনের অনুরোধ করা হয়েছে',
    'requested.asked':
      'আপনার {product} অ্যাকাউন্টে সাইন ইন করা কেউ এর ই-মেইল ঠিকানা পরিবর্তন করে {masked} করার অনুরোধ করেছেন। ওই ঠিকানায় পাঠানো লিংকটি (২৪ ঘণ্টার মধ্যে) খোলা না হলে কিছুই পরিবর্তন হবে না।',
    'requested.ifNot':
      'এটি আপনি না করে থাকলে এখনই পাসওয়ার্ড পরিবর্তন করুন (এতে অন্য সব সেশন, অনুরোধটির সেশনসহ, বন্ধ হয়ে যাবে) এবং ইনস্টিটিউটের সঙ্গে যোগাযোগ করুন: {email}',
  },
});
