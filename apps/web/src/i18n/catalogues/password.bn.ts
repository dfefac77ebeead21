// Bangla of password.en.ts (terms: docs/bangla-glossary.md).
export default {
  forgot: {
    title: 'পাসওয়ার্ড ভুলে গেছেন',
    intro: 'আপনার অ্যাকাউন্টের ই-মেইল ঠিকানা লিখুন: নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক আমরা ই-মেইলে পাঠাব।',
    email: 'ই-মেইল',
    submit: 'রিসেট লিংক পাঠান',
    submitting: 'পাঠানো হচ্ছে....',
    remembered: 'মনে পড়েছে?',
    backToSignIn: 'সাইন ইনে ফিরে যান',
  },
  reset: {
    title: 'পাসওয়ার্ড রিসেট',
    newPassword: 'নতুন পাসওয়ার্ড',
    confirmPassword: 'পাসওয়ার্ড নিশ্চিত করুন',
    submit: 'পাসওয়ার্ড পরিবর্তন করুন',
    submitting: 'পরিবর্তন হচ্ছে....',
  },
  loading: 'লোড হচ্ছে....',
};
