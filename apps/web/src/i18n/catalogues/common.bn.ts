// Bangla of common.en.ts (terms: docs/bangla-glossary.md).
export default {
  skipToMain: 'মূল অংশে যান',
  opensInNewTab: ' (নতুন ট্যাবে খুলবে)',
  menu: 'মেনু',
  loading: 'লোড হচ্ছে....',
  comingSoon: 'শীঘ্রই আসছে',
  switchTo: 'English',
};
