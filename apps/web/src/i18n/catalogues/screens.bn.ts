// Bangla of screens.en.ts (terms: docs/bangla-glossary.md).
export default {
  loadingData: 'তথ্য লোড হচ্ছে....',
  coordinator: {
    dashboard: 'ড্যাশবোর্ড',
    profile: 'প্রোফাইল',
    participants: 'অংশগ্রহণকারী',
    contents: 'পাঠ্যসামগ্রী',
    contentDetails: 'পাঠ্যসামগ্রীর বিস্তারিত',
    assignments: 'অ্যাসাইনমেন্ট',
    submissionDetails: 'জমার বিস্তারিত',
  },
};
