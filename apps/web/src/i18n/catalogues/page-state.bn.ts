// Bangla of page-state.en.ts (terms: docs/bangla-glossary.md).
export default {
  loading: 'লোড হচ্ছে....',
  retry: 'আবার চেষ্টা করুন',
};
