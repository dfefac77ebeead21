// Bangla of bell.en.ts (terms: docs/bangla-glossary.md).
export default {
  label: 'নোটিফিকেশন, {{count, number}}টি অপঠিত',
};
