// Bangla of auth.en.ts (terms: docs/bangla-glossary.md).
export default {
  drawer: {
    title: 'সাইন ইন',
    close: 'সাইন ইন বন্ধ করুন',
  },
  form: {
    label: 'সাইন ইন',
    email: 'ই-মেইল',
    password: 'পাসওয়ার্ড',
    forgot: 'পাসওয়ার্ড ভুলে গেছেন?',
    submit: 'সাইন ইন',
    submitting: 'সাইন ইন হচ্ছে....',
  },
};
