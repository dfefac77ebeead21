// Bangla of programme.en.ts (terms: docs/bangla-glossary.md).
export default {
  course: {
    loading: 'কোর্সের বিবরণ লোড হচ্ছে...',
    notFound: 'কোর্সটি পাওয়া যায়নি!',
    notFoundHelp: 'আপনি যে সার্টিফিকেশন প্রোগ্রামটি খুঁজছেন, সেটি পাওয়া যায়নি।',
    allCourses: 'সব কোর্স দেখুন',
    about: 'প্রোগ্রাম সম্পর্কে',
    modules: 'মডিউলসমূহ',
    coordinators: 'প্রোগ্রামের কো-অর্ডিনেটর',
  },
  coordinator: {
    notFound: 'কো-অর্ডিনেটর পাওয়া যায়নি!',
    email: 'ই-মেইল',
    gender: 'লিঙ্গ',
    male: 'পুরুষ',
    female: 'নারী',
  },
  director: {
    general: 'মহাপরিচালকের বাণী',
    certification: 'পরিচালকের (সার্টিফিকেশন) বাণী',
  },
  state: {
    tryAgain: 'আবার চেষ্টা করুন',
  },
};
