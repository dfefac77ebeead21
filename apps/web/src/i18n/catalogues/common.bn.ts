// Bangla of common.en.ts (terms: docs/bangla-glossary.md).
export default {
  skipToMain: 'মূল অংশে যান',
  opensInNewTab: ' (নতুন ট্যাবে খুলবে)',
  menu: 'মেনু',
  loading: 'লোড হচ্ছে....',
  comingSoon: 'শীঘ্রই আসছে',
  retry: 'আবার চেষ্টা করুন',
  publicSiteLogo: '{{name}}: পাবলিক সাইট',
  error: {
    title: 'ত্রুটি',
    notFound: '৪০৪: পেজটি পাওয়া যায়নি',
    failed: 'কোনো একটি সমস্যা হয়েছে!',
    reloadHelps: 'পেজটি দেখানো যায়নি। আবার লোড করলে সাধারণত ঠিক হয়ে যায়।',
    reload: 'আবার লোড করুন',
    backHome: 'হোমে ফিরে যান',
  },
  switchTo: 'English',
};
