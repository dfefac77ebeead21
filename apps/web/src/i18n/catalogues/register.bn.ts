// Bangla of register.en.ts (terms: docs/bangla-glossary.md).
export default {
  heading: 'নিবন্ধন',
  welcome: 'স্বাগতম {{name}}: ',
  welcomeEnd: ' কোর্সে ভর্তি হতে ফর্মটি পূরণ করুন।',
  newForm: {
    name: 'নিবন্ধন ফর্ম',
    legend: 'নিবন্ধনের তথ্য',
    email: 'ই-মেইল',
    mobile: 'মোবাইল নম্বর',
    password: 'পাসওয়ার্ড',
    confirmPassword: 'পাসওয়ার্ড আবার লিখুন',
    submit: 'নিবন্ধন করুন',
    submitting: 'নিবন্ধন হচ্ছে....',
  },
  existingForm: {
    name: 'ভর্তির ফর্ম',
    legend: 'ভর্তির তথ্য',
    intro: 'আপনার আগে থেকেই একটি অ্যাকাউন্ট আছে: কোর্সে যোগ দিতে পাসওয়ার্ড দিয়ে তা নিশ্চিত করুন।',
    email: 'ই-মেইল',
    password: 'পাসওয়ার্ড',
    submit: 'ভর্তি হোন',
    submitting: 'ভর্তি করা হচ্ছে....',
  },
  confirmEmail: {
    heading: 'ই-মেইল ঠিকানা নিশ্চিত করুন',
    intro: 'এই লিংকটি যে ঠিকানায় পাঠানো হয়েছে, আপনার অ্যাকাউন্টের ই-মেইল ঠিকানা সেটিতে বদলে যাবে।',
    submit: 'ই-মেইল ঠিকানা নিশ্চিত করুন',
    submitting: 'নিশ্চিত করা হচ্ছে....',
    signIn: 'সাইন ইন করতে হোম পেজে যান',
  },
};
